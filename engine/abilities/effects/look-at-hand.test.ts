import { describe, expect, it } from 'vitest';
import { effectsOf, refusal } from './test-effects.js';

describe('look at a hand (400.2)', () => {
  it('"Look at target player\'s hand.", "… target opponent\'s hand"', () => {
    expect(effectsOf("Look at target player's hand.")).toEqual([
      {
        kind: 'lookAtHand',
        who: {
          kind: 'target',
          allowed: ['player'],
          description: { nouns: ['player'], qualities: [] },
          count: 1,
          upTo: false,
          text: 'target player',
        },
      },
    ]);
    expect(effectsOf("Look at target opponent's hand.")[0]).toMatchObject({
      kind: 'lookAtHand',
      who: { description: { qualities: [{ kind: 'controller', who: 'opponent' }] } },
    });
  });

  it('then "choose a card from it" is a choice from that hand', () => {
    const effects = effectsOf(
      "Look at target player's hand and choose a card from it. That player discards that card.",
    );
    expect(effects.map((e) => e.kind)).toEqual(['lookAtHand', 'chooseCard', 'discard']);
  });

  it('refuses other things looked at', () => {
    expect(refusal('Look at target face-down creature.')).not.toBeNull();
  });
});
