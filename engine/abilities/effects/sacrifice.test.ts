import { describe, expect, it } from 'vitest';
import type { Effect, Subject } from '../../templates/card-template.js';
import { effectsOf, refusal } from './test-effects.js';

const you: Subject = { kind: 'you' };
const eachPlayer: Subject = { kind: 'each', description: { nouns: ['player'], qualities: [] } };
const eachOpponent: Subject = {
  kind: 'each',
  description: { nouns: ['player'], qualities: [{ kind: 'controller', who: 'opponent' }] },
};
const one = { kind: 'fixed', value: 1 } as const;

describe('sacrifice (701.17)', () => {
  it('"Sacrifice ~." and "sacrifice it" name the object', () => {
    expect(effectsOf('Sacrifice Test Card.')).toEqual([
      { kind: 'sacrifice', who: you, what: { kind: 'self' }, chosen: null, amount: one },
    ]);
    expect(effectsOf('At the beginning of the end step, sacrifice it.')).toEqual([
      { kind: 'sacrifice', who: you, what: { kind: 'it' }, chosen: null, amount: one },
    ]);
  });

  it.each<[string, Effect]>([
    [
      'Sacrifice a creature.',
      { kind: 'sacrifice', who: you, what: null, chosen: { nouns: ['creature'], qualities: [] }, amount: one },
    ],
    [
      // 109.5: "other than ~" leaves the source out, as "another" does.
      'Sacrifice a creature other than Test Card.',
      {
        kind: 'sacrifice',
        who: you,
        what: null,
        chosen: { nouns: ['creature'], qualities: [{ kind: 'other' }] },
        amount: one,
      },
    ],
    [
      'Each player sacrifices a creature.',
      { kind: 'sacrifice', who: eachPlayer, what: null, chosen: { nouns: ['creature'], qualities: [] }, amount: one },
    ],
    [
      'Each opponent sacrifices two lands.',
      {
        kind: 'sacrifice',
        who: eachOpponent,
        what: null,
        chosen: { nouns: ['land'], qualities: [] },
        amount: { kind: 'fixed', value: 2 },
      },
    ],
    [
      'Target player sacrifices an attacking creature.',
      {
        kind: 'sacrifice',
        who: {
          kind: 'target',
          allowed: ['player'],
          description: { nouns: ['player'], qualities: [] },
          count: 1,
          upTo: false,
          text: 'Target player',
        },
        what: null,
        chosen: { nouns: ['creature'], qualities: [{ kind: 'combat', roles: ['attacking'] }] },
        amount: one,
      },
    ],
    [
      'Sacrifice another creature.',
      {
        kind: 'sacrifice',
        who: you,
        what: null,
        chosen: { nouns: ['creature'], qualities: [{ kind: 'other' }] },
        amount: one,
      },
    ],
    [
      'Sacrifice X lands.',
      {
        kind: 'sacrifice',
        who: you,
        what: null,
        chosen: { nouns: ['land'], qualities: [] },
        amount: { kind: 'variable', letter: 'X' },
      },
    ],
  ])('%s', (text, effect) => {
    expect(effectsOf(text)).toEqual([effect]);
  });

  it('"sacrifice all creatures you control" names them all', () => {
    expect(effectsOf('Sacrifice all creatures you control.')).toEqual([
      {
        kind: 'sacrifice',
        who: you,
        what: { kind: 'each', description: { nouns: ['creature'], qualities: [{ kind: 'controller', who: 'you' }] } },
        chosen: null,
        amount: one,
      },
    ]);
  });

  it('as a triggered effect', () => {
    expect(effectsOf('When Test Card enters the battlefield, sacrifice a creature.').map((e) => e.kind)).toEqual([
      'sacrifice',
    ]);
  });

  it.each([
    ['Sacrifice a creature other than a Goblin.', 'other than a Goblin.'],
    ['Sacrifice Test Card unless you pay {2} plus {1} for each creature.', 'plus {1} for each creature.'],
    ['Sacrifice target creature.', 'target creature.'],
    ['Sacrifice a spell.', 'a spell.'],
    ['Sacrifice a blorp.', 'a blorp.'],
  ])('refuses %s at the first word not understood', (text, at) => {
    expect(refusal(text)?.at).toBe(at);
  });
});
