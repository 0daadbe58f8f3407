import { describe, expect, it } from 'vitest';
import { effectsOf, refusal } from './test-effects.js';

const each = { kind: 'each', description: { nouns: ['player'], qualities: [] } };

describe('discarding a whole hand (701.8)', () => {
  it('"Discard your hand", "… discards their hand", "… all the cards in their hand"', () => {
    expect(effectsOf('Discard your hand.')).toEqual([{ kind: 'discardHand', who: { kind: 'you' } }]);
    expect(effectsOf('Each player discards their hand.')).toEqual([{ kind: 'discardHand', who: each }]);
    expect(effectsOf('Target player discards all the cards in their hand.')[0]).toMatchObject({
      kind: 'discardHand',
      who: { kind: 'target' },
    });
  });

  it('"that many" after it is the cards discarded, also after "If you do"; before it, the trigger\'s amount', () => {
    expect(effectsOf('Discard all the cards in your hand, then draw that many cards.')[1]).toEqual({
      kind: 'drawCards',
      who: { kind: 'you' },
      amount: { kind: 'discardedThisWay' },
    });
    expect(
      effectsOf(
        'Whenever ~ deals combat damage to a player, you may discard all the cards in your hand. If you do, draw that many cards.',
      )[0],
    ).toMatchObject({ kind: 'optional', ifYouDo: [{ amount: { kind: 'discardedThisWay' } }] });
    expect(effectsOf('Whenever you gain life, draw that many cards.')[0]).toMatchObject({
      amount: { kind: 'eventAmount' },
    });
    expect(refusal('Discard your hand, then draw that many cards plus one.')?.at).toBe('plus one.');
  });
});
