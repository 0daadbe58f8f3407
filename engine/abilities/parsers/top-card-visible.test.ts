import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';

const effectOf = (text: string) => {
  const result = parseAbilityText(text, 1, ['Test Card']);
  if (result.problem) return `refused: ${result.problem.message}`;
  const [ability] = result.abilities;
  return ability?.kind === 'static' ? ability.effect : ability;
};

describe('the top card of a library seen (401.5)', () => {
  it.each([
    ['Play with the top card of your library revealed.', { whose: 'you', to: 'all' }],
    ['Players play with the top card of their libraries revealed.', { whose: 'each', to: 'all' }],
    ['You may look at the top card of your library any time.', { whose: 'you', to: 'you' }],
    // The reminder "(You may do this at any time.)" is left out before the grammar reads the line.
    ['You may look at the top card of your library. (You may do this at any time.)', { whose: 'you', to: 'you' }],
  ])('%s', (text, expected) => {
    expect(effectOf(text)).toEqual({ kind: 'topCardVisible', ...expected });
  });

  it('reads nothing more: a permission to cast from the top is another ability', () => {
    expect(effectOf('You may look at the top card of your library any time, and you may play lands.')).toMatch(
      /^refused/,
    );
  });
});
