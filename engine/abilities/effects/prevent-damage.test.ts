import { describe, expect, it } from 'vitest';
import { describeAbility } from '../describe.js';
import { parseAbilityText } from '../parse-ability.js';

const read = (text: string): string => {
  const result = parseAbilityText(text, 1, ['Test Card']);
  return result.problem ? `refused: ${result.problem.message}` : result.abilities.map(describeAbility).join(' | ');
};

describe('prevention effects (615)', () => {
  it.each([
    [
      'Prevent the next 3 damage that would be dealt to any target this turn.',
      'Spell: prevent the next 3 damage that would be dealt to any target this turn',
    ],
    [
      'Prevent all combat damage that would be dealt this turn.',
      'Spell: prevent all combat damage that would be dealt this turn',
    ],
    [
      'Prevent all damage that would be dealt this turn to creatures you control.',
      'Spell: prevent all damage that would be dealt to each creature you control this turn',
    ],
    [
      'Prevent all damage that would be dealt to you this turn by attacking creatures.',
      'Spell: prevent all damage that would be dealt to you by each attacking creature this turn',
    ],
    [
      'Prevent all combat damage target creature would deal this turn.',
      'Spell: prevent all combat damage that would be dealt by target creature this turn',
    ],
    [
      '{1}{W}: Prevent all combat damage that would be dealt to and dealt by Test Card this turn.',
      'Activated ability: {1}{W}: prevent all combat damage that would be dealt to ~ this turn; prevent all combat damage that would be dealt by ~ this turn',
    ],
    [
      'Prevent the next X damage that would be dealt to target creature this turn, where X is the number of Clerics you control.',
      'Spell: prevent the next the number of Cleric permanent you control damage that would be dealt to target creature this turn',
    ],
  ])('reads "%s"', (text, expected) => {
    expect(read(text)).toBe(expected);
  });

  it('"to and dealt by" a target names the target once: the second shield is "it" (one target slot)', () => {
    const result = parseAbilityText(
      'Prevent all combat damage that would be dealt to and dealt by target creature you control this turn.',
    );
    const ability = result.abilities[0];
    expect(
      ability?.kind === 'spell' && ability.effects.map((e) => e.kind === 'preventDamage' && (e.by?.kind ?? null)),
    ).toEqual([null, 'it']);
  });

  it.each([
    [
      '{1}: The next time a red source of your choice would deal damage to you this turn, prevent that damage.',
      'Activated ability: {1}: the next time a red source (chosen as it resolves) would deal damage to you this turn, prevent that damage',
    ],
    [
      '{2}: The next time an artifact source of your choice would deal damage to you this turn, prevent that damage.',
      'Activated ability: {2}: the next time an artifact source (chosen as it resolves) would deal damage to you this turn, prevent that damage',
    ],
    [
      '{1}: The next time a creature of your choice with shadow would deal damage to you this turn, prevent that damage.',
      'Activated ability: {1}: the next time a creature with shadow (chosen as it resolves) would deal damage to you this turn, prevent that damage',
    ],
    [
      '{W}: The next time a black or red source of your choice would deal damage this turn, prevent that damage.',
      'Activated ability: {W}: the next time a black or red source (chosen as it resolves) would deal damage this turn, prevent that damage',
    ],
    [
      'The next time a source of your choice would deal damage to target creature this turn, prevent that damage.',
      'Spell: the next time a source (chosen as it resolves) would deal damage to target creature this turn, prevent that damage',
    ],
    [
      '{3}: The next time Test Card would deal damage to you this turn, prevent that damage.',
      'Activated ability: {3}: the next time ~ would deal damage to you this turn, prevent that damage',
    ],
    [
      'The next time target creature would deal combat damage this turn, prevent that damage.',
      'Spell: the next time target creature would deal combat damage this turn, prevent that damage',
    ],
    [
      '{W}, Sacrifice Test Card: Prevent all damage a source of your choice would deal to you this turn.',
      'Activated ability: {W}, sacrifice ~: prevent all damage that would be dealt to you by a source (chosen as it resolves) this turn',
    ],
    [
      'Prevent all damage that would be dealt to you this turn by a source of your choice.',
      'Spell: prevent all damage that would be dealt to you by a source (chosen as it resolves) this turn',
    ],
  ])('reads the "next time" shield or a source of your choice: "%s" (615.8, 609.7a)', (text, expected) => {
    expect(read(text)).toBe(expected);
  });

  it('a "next time" shield prevents the next event (`next`), its source chosen as it resolves (609.7a)', () => {
    const result = parseAbilityText(
      'The next time a red source of your choice would deal damage to you this turn, prevent that damage.',
    );
    const ability = result.abilities[0];
    expect(ability?.kind === 'spell' && ability.effects).toEqual([
      {
        kind: 'preventDamage',
        amount: null,
        combat: false,
        to: { kind: 'you' },
        by: {
          kind: 'chosen',
          description: { nouns: ['source'], qualities: [{ kind: 'color', color: 'R', negated: false }] },
          count: 1,
        },
        duration: 'endOfTurn',
        next: true,
      },
    ]);
  });

  it.each([
    'The next time a source of your choice would deal damage to you this turn, prevent half that damage, rounded down.',
    'The next time a source of your choice would deal damage to you, prevent that damage.',
    'The next time a source of your choice would deal damage to you this turn, that damage is dealt to target creature you control instead.',
    'Sacrifice Test Card: The next time a source of your choice would deal damage to enchanted creature this turn, prevent that damage.',
  ])('refuses what it does not carry out: "%s"', (text) => {
    expect(read(text)).toMatch(/^refused: /);
  });

  it('leaves a prevention without "this turn" to the static ability grammar (parsers/static-prevention.ts)', () => {
    expect(read('Prevent all combat damage that would be dealt to Test Card.')).toMatch(/^Static: /);
  });
});
