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

  it('leaves a prevention without "this turn" to the static ability grammar (parsers/static-prevention.ts)', () => {
    expect(read('Prevent all combat damage that would be dealt to Test Card.')).toMatch(/^Static: /);
  });
});
