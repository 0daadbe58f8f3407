import { describe, expect, it } from 'vitest';
import { forest, grizzlyBears, llanowarElves, shock } from '../test-support/templates.js';
import { parseScenario } from './parse.js';
import { lookupIn, runScenario } from './run.js';

const lookup = lookupIn([forest(), grizzlyBears(), llanowarElves(), shock()]);

function run(text: string) {
  const { scenario, problems } = parseScenario(text, 's.scenario');
  expect(problems).toEqual([]);
  return runScenario(scenario, lookup);
}

const messages = (text: string) => run(text).problems.map((p) => `${p.line}: ${p.message}`);

describe('runScenario', () => {
  it('passes a scenario whose expectations hold', () => {
    const r = run('setup p1 hand Shock\npool p1 {R}\ndo cast p1 Shock target p2\ndo resolve\nexpect life p2 18\n');
    expect(r.problems).toEqual([]);
    expect(r.expectations).toBe(1);
  });

  it('looks cards up case-insensitively and reports unknown ones', () => {
    expect(messages('setup p1 hand shock\nexpect hand p1 1')).toEqual([]);
    expect(messages('setup p1 hand Lightning Bolt')).toEqual(['1: no card named "Lightning Bolt" in the cards folder']);
    expect(messages('card Lightning Bolt')).toEqual(['1: no card named "Lightning Bolt" in the cards folder']);
  });

  it('reports every failed expectation, and stops at a failed action', () => {
    expect(
      messages('setup p1 hand Forest\nexpect life p1 3\nexpect life p2 4\ndo play p2 Forest\nexpect life p1 20\n'),
    ).toEqual([
      '2: expected life of p1 3, got 20',
      '3: expected life of p2 4, got 20',
      '4: expected play Forest to be legal, got: Forest (c1) is not in your hand',
    ]);
  });

  it('picks the n-th object with #n and prefers sensible zones', () => {
    const text = [
      'setup p1 battlefield 2 Llanowar Elves',
      'do activate p1 Llanowar Elves',
      // Without #n the untapped one is chosen.
      'do activate p1 Llanowar Elves',
      'expect p1 pool {G}{G}',
      'expect tapped Llanowar Elves#2',
      'expect damage Llanowar Elves#3 0',
    ].join('\n');
    expect(messages(text)).toEqual(['6: there are only 2 "Llanowar Elves"']);
  });

  it('setup lines after the first action are sandbox actions that undo can take back', () => {
    const text = [
      'do next',
      'setup p1 hand Forest',
      'expect hand p1 1',
      'undo',
      'expect hand p1 0',
      'life p1 5',
      'expect life p1 5',
    ].join('\n');
    expect(messages(text)).toEqual([]);
  });

  it('turn and poison only before the first action', () => {
    expect(messages('do next\nturn p2')).toEqual(['2: "turn" can only be used before the first action']);
  });

  it('turn p2 makes p2 the active player', () => {
    expect(messages('turn p2\nsetup p2 hand Forest\ndo play p2 Forest\nexpect Forest in p2 battlefield')).toEqual([]);
  });

  it('expect illegal fails when the action is legal, and leaves the game as it was', () => {
    expect(messages('setup p1 hand Forest\nexpect illegal do play p1 Forest\nexpect Forest in p1 hand')).toEqual([
      '2: expected play Forest to be illegal, but it was legal',
    ]);
  });

  it('expect illegal checks the reason', () => {
    expect(
      messages('setup p1 hand Shock\nexpect illegal do cast p1 Shock target p2 because summoning sickness'),
    ).toEqual([
      '2: expected cast Shock to be illegal because "summoning sickness", got: can\'t cast Shock (c1): can\'t pay {R}: the pool has no mana',
    ]);
  });

  it('an illegal attack rolls back the steps it advanced through', () => {
    const text = [
      'setup p1 battlefield Grizzly Bears sick',
      'expect illegal do attack p1 Grizzly Bears',
      'expect step main1',
    ].join('\n');
    expect(messages(text)).toEqual([]);
  });

  it('nothing to undo is a failure', () => {
    expect(messages('undo')).toEqual(['1: nothing to undo']);
  });
});
