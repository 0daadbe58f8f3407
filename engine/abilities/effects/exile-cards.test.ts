import { describe, expect, it } from 'vitest';
import { effectsOf, refusal } from './test-effects.js';

describe('a player exiles their own cards (406.3)', () => {
  it('reads who, how many, which cards, at random, and from their hand or graveyard', () => {
    expect(effectsOf('Target player exiles a card from their graveyard.')).toMatchObject([
      {
        kind: 'exileCards',
        who: { kind: 'target', allowed: ['player'] },
        amount: { kind: 'fixed', value: 1 },
        what: { nouns: ['card'], qualities: [] },
        from: 'graveyard',
        random: false,
      },
    ]);
    expect(effectsOf('Each opponent exiles two creature cards from their graveyard.')[0]).toMatchObject({
      who: { kind: 'each' },
      amount: { kind: 'fixed', value: 2 },
      what: { nouns: ['card'], qualities: [{ kind: 'type', type: 'creature' }] },
    });
    expect(effectsOf('That player exiles a card at random from his or her hand.')[0]).toMatchObject({
      from: 'hand',
      random: true,
    });
  });

  it("refuses another player's zone and things that aren't cards", () => {
    expect(refusal('Target player exiles a card from your graveyard.')).not.toBeNull();
    expect(refusal('Target player exiles a creature they control.')).not.toBeNull();
  });
});
