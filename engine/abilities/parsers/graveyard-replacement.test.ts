import { describe, expect, it } from 'vitest';
import { describeAbility } from '../describe.js';
import { parseAbilityText } from '../parse-ability.js';

const read = (text: string): string => {
  const result = parseAbilityText(text, 1, ['Test Card']);
  return result.problem ? `refused: ${result.problem.message}` : result.abilities.map(describeAbility).join(' | ');
};

// Real wordings from the sample: Nissa's Chosen, Darksteel Colossus, Rest in Peace, Leyline of the Void, Forbidden
// Crypt.
describe('graveyard replacements (614.1a)', () => {
  it.each([
    [
      "If Test Card would die, put it on the bottom of its owner's library instead.",
      "Static: if ~ would die, it goes to the bottom of its owner's library instead",
    ],
    [
      "If Test Card would be put into a graveyard from anywhere, reveal Test Card and shuffle it into its owner's library instead.",
      "Static: if ~ would be put into a graveyard from anywhere, it goes to its owner's library, revealed and shuffled in instead",
    ],
    [
      'If a card or token would be put into a graveyard from anywhere, exile it instead.',
      'Static: if a card or token would be put into a graveyard from anywhere, it goes to exile instead',
    ],
    [
      "If a card would be put into an opponent's graveyard from anywhere, exile it instead.",
      "Static: if a card would be put into an opponent's graveyard from anywhere, it goes to exile instead",
    ],
    [
      'If a card would be put into your graveyard from anywhere, exile that card instead.',
      'Static: if a card would be put into your graveyard from anywhere, it goes to exile instead',
    ],
    // life-floor.ts (120.3a): Ali from Cairo.
    [
      'Damage that would reduce your life total to less than 1 reduces it to 1 instead.',
      'Static: damage that would reduce your life total to less than 1 reduces it to 1 instead (while ~ is on the battlefield)',
    ],
    // Still die-replacement.ts's.
    ['If Test Card would die, exile it instead.', 'Static: if ~ would die, exile it instead'],
  ])('reads "%s"', (text, expected) => {
    expect(read(text)).toBe(expected);
  });

  it.each([
    "If Test Card would die, return it to its owner's hand instead. Until that player's next turn, that player plays with that card revealed in their hand and can't play it.",
    'If Test Card would die, instead exile it with three egg counters on it.',
    "If a card would be put into your graveyard from anywhere, reveal it and shuffle it into its owner's library instead.",
    'Damage that would reduce your life total to less than 7 reduces it to 1 instead.',
  ])('refuses "%s"', (text) => {
    expect(read(text)).toMatch(/^refused/);
  });
});
