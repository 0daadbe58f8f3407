import { describe, expect, it } from 'vitest';
import { creature, forest, grizzlyBears, keyword, shock } from '../test-support/templates.js';
import { parseScenario } from './parse.js';
import { lookupIn, runScenario } from './run.js';

const legend = creature('Legend', '{G}', '2/2', [], { supertypes: ['legendary'] });
const lookup = lookupIn([
  forest(),
  grizzlyBears(),
  shock(),
  legend,
  creature('Flyer', '{U}', '1/1', [keyword('flying')]),
]);

function problems(lines: string[]): string[] {
  const { scenario, problems: parse } = parseScenario(lines.join('\n'), 's');
  expect(parse).toEqual([]);
  return runScenario(scenario, lookup).problems.map((p) => `${p.line}: ${p.message}`);
}

describe('runScenario: more', () => {
  it('p2 can take the turn and attack p1', () => {
    expect(
      problems([
        'turn p2',
        'setup p2 battlefield Grizzly Bears',
        'setup p1 battlefield Flyer',
        'do attack p2 Grizzly Bears',
        'do block p1 Flyer -> Grizzly Bears',
        'do next combatDamage',
        'expect Flyer in p1 graveyard',
        'expect life p1 20',
      ]),
    ).toEqual([]);
  });

  it('option legend-rule on applies 704.5j', () => {
    expect(
      problems(['option legend-rule on', 'setup p1 battlefield 2 Legend', 'do next', 'expect battlefield p1 1']),
    ).toEqual([]);
    expect(problems(['setup p1 battlefield 2 Legend', 'do next', 'expect battlefield p1 2'])).toEqual([]);
  });

  it('setup modifiers: damage and counters are applied, and state-based actions follow the first action', () => {
    expect(
      problems([
        'setup p1 battlefield Grizzly Bears damage 1',
        'setup p2 battlefield Grizzly Bears counters -1/-1 2',
        'expect damage Grizzly Bears#1 1',
        'do next',
        'expect Grizzly Bears#2 in p2 graveyard',
      ]),
    ).toEqual([]);
  });

  it('"because" matches case-insensitively', () => {
    expect(
      problems(['setup p1 battlefield Forest tapped', 'expect illegal do activate p1 Forest because ALREADY TAPPED']),
    ).toEqual([]);
  });

  it('an unknown player in setup is reported', () => {
    const { scenario } = parseScenario('setup p3 hand Forest', 's');
    expect(runScenario(scenario, lookup).problems.map((p) => p.message)).toEqual([
      'unknown player: scenarios have p1 and p2',
    ]);
  });

  it('a scenario with only setup and no expectations passes', () => {
    const { scenario } = parseScenario('setup p1 hand Forest\nlife p1 3', 's');
    expect(runScenario(scenario, lookup)).toEqual({ file: 's', ran: 2, expectations: 0, problems: [] });
  });

  it('later setup lines may add cards to any zone', () => {
    expect(
      problems(['do next', 'setup p2 library 2 Forest', 'expect library p2 2', 'pool p1 {G}', 'expect p1 pool {G}']),
    ).toEqual([]);
  });

  it('step sets the step without turn-based actions', () => {
    expect(problems(['setup p1 library Forest', 'step draw', 'expect step draw', 'expect hand p1 0'])).toEqual([]);
  });

  it('a failed setup action later stops the scenario', () => {
    expect(problems(['do next', 'setup p1 hand Nothing Such', 'expect life p1 1'])).toEqual([
      '2: no card named "Nothing Such" in the cards folder',
    ]);
  });
});
