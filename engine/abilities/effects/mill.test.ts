import { describe, expect, it } from 'vitest';
import type { Amount, Subject } from '../../templates/card-template.js';
import { effectsOf, refusal } from './test-effects.js';

const targetPlayer: Subject = {
  kind: 'target',
  allowed: ['player'],
  description: { nouns: ['player'], qualities: [] },
  count: 1,
  upTo: false,
  text: 'Target player',
};
const two: Amount = { kind: 'fixed', value: 2 };

describe('mill (701.13)', () => {
  it.each<[string, Subject, Amount]>([
    ['Target player mills two cards.', targetPlayer, two],
    ['Mill a card.', { kind: 'you' }, { kind: 'fixed', value: 1 }],
    [
      'Each opponent mills X cards.',
      { kind: 'each', description: { nouns: ['player'], qualities: [{ kind: 'controller', who: 'opponent' }] } },
      { kind: 'variable', letter: 'X' },
    ],
    // The wordings before "mill" (errata'd, 701.13).
    ['Target player puts the top two cards of their library into their graveyard.', targetPlayer, two],
    ['Target player puts the top two cards of his or her library into his or her graveyard.', targetPlayer, two],
    ['Put the top card of your library into your graveyard.', { kind: 'you' }, { kind: 'fixed', value: 1 }],
    [
      'That player puts the top X cards of their library into their graveyard.',
      { kind: 'thatPlayer' },
      { kind: 'variable', letter: 'X' },
    ],
  ])('%s', (text, who, amount) => {
    expect(effectsOf(text)).toEqual([{ kind: 'mill', who, amount }]);
  });

  it('"… mills two cards and loses 2 life" carries the player', () => {
    expect(effectsOf('Target player mills two cards and loses 2 life.').map((e) => e.kind)).toEqual([
      'mill',
      'loseLife',
    ]);
  });

  it.each([
    ['Target player mills two.', 'two.'],
    ['Target player puts the top two cards of their library into their hand.', 'hand.'],
    ['Target player mills target creature.', 'target creature.'],
  ])('refuses %s at the first word not understood', (text, at) => {
    expect(refusal(text)?.at).toBe(at);
  });
});
