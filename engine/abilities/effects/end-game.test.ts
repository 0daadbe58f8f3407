import { describe, expect, it } from 'vitest';
import { effectsOf } from './test-effects.js';

describe('winning and losing the game (104.2b, 104.3e)', () => {
  it('reads "you win the game" and "[player] loses the game"', () => {
    expect(effectsOf('At the beginning of your upkeep, if you have 50 or more life, you win the game.')).toEqual([
      { kind: 'endGame', who: { kind: 'you' }, result: 'win' },
    ]);
    expect(effectsOf('When ~ leaves the battlefield, you lose the game.')).toEqual([
      { kind: 'endGame', who: { kind: 'you' }, result: 'lose' },
    ]);
    expect(effectsOf('Whenever ~ deals combat damage to a player, that player loses the game.')).toMatchObject([
      { kind: 'endGame', who: { kind: 'thatPlayer' }, result: 'lose' },
    ]);
  });

  it('still reads "lose 2 life"', () => {
    expect(effectsOf('You lose 2 life.')).toMatchObject([{ kind: 'loseLife' }]);
  });
});
