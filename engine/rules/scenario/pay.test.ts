import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../../abilities/parse-ability.js';
import type { Ability } from '../../templates/card-template.js';
import { card, creature } from '../test-support/templates.js';
import { parseScenario } from './parse.js';
import { lookupIn, runScenario } from './run.js';

const ability = (text: string): Ability => parseAbilityText(text, 1, []).abilities[0] as Ability;
const elf = (name: string) => creature(name, '{G}', '1/1', [], { subtypes: ['Elf'] });
const lookup = lookupIn([
  card('Altar', { types: ['artifact'], abilities: [ability('Sacrifice two creatures: You gain 3 life.')] }),
  elf('Elf'),
  elf('Other Elf'),
  card('Forest', { types: ['land'] }),
  card('Rites', {
    types: ['instant'],
    cost: '{B}',
    abilities: [ability('As an additional cost to cast this spell, sacrifice a creature.'), ability('Draw two cards.')],
  }),
  card('Bolt', {
    types: ['instant'],
    cost: '{R}',
    abilities: [ability('Draw a card.')],
  }),
]);

function problems(lines: readonly string[]): string[] {
  const { scenario, problems: parse } = parseScenario(lines.join('\n'), 's');
  expect(parse).toEqual([]);
  return runScenario(scenario, lookup).problems.map((p) => `${p.line}: ${p.message}`);
}

describe('do activate … pay CARD, CARD (601.2h, 602.2b)', () => {
  const setup = [
    'setup p1 battlefield Altar',
    'setup p1 battlefield Elf',
    'setup p1 battlefield Elf',
    'setup p1 battlefield Other Elf',
  ];

  it('pays with the named objects, two of one name being two objects', () => {
    expect(
      problems([
        ...setup,
        'do activate p1 Altar pay Elf, Elf',
        'expect Other Elf in p1 battlefield',
        'expect graveyard p1 2',
        'do resolve',
        'expect life p1 23',
      ]),
    ).toEqual([]);
  });

  it('without pay the engine chooses the newest', () => {
    expect(
      problems([
        ...setup,
        'do activate p1 Altar',
        'expect Other Elf in p1 graveyard',
        'expect Elf#1 in p1 battlefield',
      ]),
    ).toEqual([]);
  });

  it('refuses a named card that does not fit, with the reason', () => {
    expect(
      problems([
        ...setup,
        'setup p1 battlefield Forest',
        'expect illegal do activate p1 Altar pay Forest because wants creature',
      ]),
    ).toEqual([]);
  });

  it('pay on cast names what additional costs take (601.2f); a spell without any refuses it', () => {
    const { problems: parse } = parseScenario('do cast p1 Altar pay Elf', 's');
    expect(parse).toEqual([]);
    expect(
      problems([
        'setup p1 hand Rites',
        'setup p1 hand Bolt',
        'setup p1 battlefield Elf',
        'setup p1 battlefield Other Elf',
        'pool p1 {B}{R}',
        'expect illegal do cast p1 Bolt pay Elf because chosen for no cost',
        'do cast p1 Rites pay Elf',
        'expect Elf in p1 graveyard',
        'expect Other Elf in p1 battlefield',
      ]),
    ).toEqual([]);
  });
});
