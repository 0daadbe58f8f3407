import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';

const effectOf = (text: string) => {
  const result = parseAbilityText(text, 1, ['Test Card']);
  if (result.problem) return `refused: ${result.problem.message}`;
  const [ability] = result.abilities;
  return ability?.kind === 'static' ? ability.effect : ability;
};

const type = (t: string) => ({ kind: 'type', type: t, negated: false });

describe('playing the top card of your library (601.3, 305.2)', () => {
  it.each([
    [
      'You may cast creature spells from the top of your library.',
      'cast',
      { nouns: ['card'], qualities: [type('creature')] },
    ],
    ['You may play lands from the top of your library.', 'play', { nouns: ['card'], qualities: [type('land')] }],
    [
      "You may play the top card of your library if it's a land card.",
      'play',
      { nouns: ['card'], qualities: [type('land')] },
    ],
    ['You may play the top card of your library.', 'play', null],
    [
      "You may cast the top card of your library if it's a creature card.",
      'cast',
      { nouns: ['card'], qualities: [type('creature')] },
    ],
  ])('%s', (text, play, what) => {
    expect(effectOf(text)).toEqual({ kind: 'playFromTop', play, what });
  });

  it('reads "of the chosen type" and subtypes as the card\'s', () => {
    expect(effectOf('You may cast creature spells of the chosen type from the top of your library.')).toMatchObject({
      what: { nouns: ['card'], qualities: [type('creature'), { kind: 'chosen' }] },
    });
    expect(effectOf('You may cast Goblin spells from the top of your library.')).toMatchObject({
      what: { nouns: ['card'], qualities: [{ kind: 'subtype', subtype: 'Goblin' }] },
    });
  });

  it.each([
    'You may cast creature spells from the top of your library. If you cast a spell this way, you may cast it as though it had flash.',
    'You may play lands and cast spells from the top of your library.',
  ])('refuses %s', (text) => {
    expect(effectOf(text)).toMatch(/^refused/);
  });
});
