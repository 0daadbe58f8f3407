import { describe, expect, it } from 'vitest';
import type { Subject } from '../../templates/card-template.js';
import { effectsOf, refusal } from './test-effects.js';

const target = (text: string, opponent: boolean): Subject => ({
  kind: 'target',
  allowed: ['player'],
  description: { nouns: ['player'], qualities: opponent ? [{ kind: 'controller', who: 'opponent' }] : [] },
  count: 1,
  upTo: false,
  text,
});
const nonland = { nouns: ['card'], qualities: [{ kind: 'type', type: 'land', negated: true }] };
const chooseNonland = { kind: 'chooseCard', what: nonland, from: { kind: 'thatPlayer' } };
const discardThat = {
  kind: 'discard',
  who: { kind: 'thatPlayer' },
  amount: { kind: 'fixed', value: 1 },
  random: false,
  what: { kind: 'it' },
};

describe('revealing a hand and choosing a card from it (701.16a, 608.2c)', () => {
  it('reads "Target opponent reveals their hand. You choose a nonland card from it. That player discards that card."', () => {
    expect(
      effectsOf(
        'Target opponent reveals their hand. You choose a nonland card from it. That player discards that card.',
      ),
    ).toEqual([{ kind: 'revealHand', who: target('Target opponent', true) }, chooseNonland, discardThat]);
  });

  it('reads the older "his or her hand" and "and you choose …", and "Exile that card."', () => {
    expect(
      effectsOf('Target player reveals his or her hand and you choose a nonland card from it. Exile that card.'),
    ).toEqual([
      { kind: 'revealHand', who: target('Target player', false) },
      chooseNonland,
      { kind: 'changeZone', what: { kind: 'it' }, to: 'exile', position: null, underYourControl: false },
    ]);
  });

  it('reads the chosen card as any description of cards', () => {
    const [, choose] = effectsOf(
      'Target opponent reveals their hand. You choose a noncreature, nonland card from it. That player discards that card.',
    );
    expect(choose).toEqual({
      kind: 'chooseCard',
      what: {
        nouns: ['card'],
        qualities: [
          { kind: 'type', type: 'creature', negated: true },
          { kind: 'type', type: 'land', negated: true },
        ],
      },
      from: { kind: 'thatPlayer' },
    });
  });

  it('reads clauses of the description after "from it": "with converted mana cost 3 or less" (202.3)', () => {
    const [, choose] = effectsOf(
      'Target player reveals their hand. You choose a nonland card from it with converted mana cost 3 or less. That player discards that card.',
    );
    expect(choose).toEqual({
      kind: 'chooseCard',
      what: {
        nouns: ['card'],
        qualities: [
          { kind: 'type', type: 'land', negated: true },
          { kind: 'compare', property: 'manaValue', op: '<=', value: 3 },
        ],
      },
      from: { kind: 'thatPlayer' },
    });
  });

  it('refuses what it does not execute, saying what it expected', () => {
    // Choosing is the controller's here; a chosen permanent is not a card in a hand.
    expect(refusal('Target opponent reveals their hand. You choose a creature from it.')?.message).toMatch(
      /the card to choose/,
    );
    expect(refusal('Target opponent reveals their hand. You choose a card from their graveyard.')?.message).toMatch(
      /from it/,
    );
  });
});
