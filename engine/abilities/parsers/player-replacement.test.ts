import { describe, expect, it } from 'vitest';
import { describeAbility } from '../describe.js';
import { parseAbilityText } from '../parse-ability.js';

const read = (text: string): string => {
  const result = parseAbilityText(text, 1, ['Test Card']);
  return result.problem ? `refused: ${result.problem.message}` : result.abilities.map(describeAbility).join(' | ');
};

const WHILE = '(while ~ is on the battlefield)';

// Real wordings from the sample: Boon Reflection, Sulfuric Vortex, Thought Reflection, Teferi's Ageless Insight.
describe('life gain and draw replacements (614.1a)', () => {
  it.each([
    [
      'If you would gain life, you gain twice that much life instead.',
      `Static: if you would gain life, twice that much life is gained instead ${WHILE}`,
    ],
    [
      'If a player would gain life, that player gains no life instead.',
      `Static: if a player would gain life, no life is gained instead ${WHILE}`,
    ],
    [
      'If you would draw a card, draw two cards instead.',
      `Static: if you would draw a card, 2 cards are drawn instead ${WHILE}`,
    ],
    [
      'If you would draw a card except the first one you draw in each of your draw steps, draw two cards instead.',
      `Static: if you would draw a card except the first in that player's draw step, 2 cards are drawn instead ${WHILE}`,
    ],
  ])('reads "%s"', (text, expected) => {
    expect(read(text)).toBe(expected);
  });

  it.each([
    'If you would draw a card, you may skip that draw instead.',
    'If you would gain life, draw that many cards instead.',
    'If an opponent would draw a card except the first one they draw in each of their draw steps, instead you create a Treasure token.',
    'If you would draw a card, draw one cards instead.',
    'If a player would gain life, you gain twice that much life instead.',
  ])('refuses "%s"', (text) => {
    expect(read(text)).toMatch(/^refused/);
  });
});
