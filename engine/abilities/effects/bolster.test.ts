import { describe, expect, it } from 'vitest';
import { bolsterEffects } from './bolster.js';
import { effectsOf, refusal } from './test-effects.js';

describe('bolster (701.33a)', () => {
  it('puts N +1/+1 counters on a creature you control with the least toughness, chosen as it resolves', () => {
    expect(effectsOf('Bolster 2.')).toEqual(bolsterEffects({ kind: 'fixed', value: 2 }));
    expect(effectsOf('Bolster 2.')).toEqual([
      {
        kind: 'putCounters',
        what: {
          kind: 'chosen',
          count: 1,
          description: {
            nouns: ['creature'],
            qualities: [
              { kind: 'controller', who: 'you' },
              {
                kind: 'compareTo',
                property: 'toughness',
                op: '=',
                amount: {
                  kind: 'least',
                  property: 'toughness',
                  of: { nouns: ['creature'], qualities: [{ kind: 'controller', who: 'you' }] },
                },
              },
            ],
          },
        },
        counter: '+1/+1',
        amount: { kind: 'fixed', value: 2 },
      },
    ]);
  });

  it('follows other effects, in triggers, activated abilities and "then"', () => {
    expect(effectsOf('You gain 4 life. Bolster 2.')).toHaveLength(2);
    expect(effectsOf('Whenever ~ attacks, bolster 1.')).toEqual(bolsterEffects({ kind: 'fixed', value: 1 }));
    expect(effectsOf('{2}{W}: Bolster 1.')).toEqual(bolsterEffects({ kind: 'fixed', value: 1 }));
    const [first, second] = effectsOf(
      'Bolster 1, then put a +1/+1 counter on each creature you control with a +1/+1 counter on it.',
    );
    expect(first).toEqual(bolsterEffects({ kind: 'fixed', value: 1 })[0]);
    expect(second).toMatchObject({ kind: 'putCounters', what: { kind: 'each' } });
  });

  it('takes X defined by the sentence, and needs a number', () => {
    const [effect] = effectsOf('Bolster X, where X is the number of cards in your hand.');
    expect(effect).toMatchObject({ kind: 'putCounters', amount: { kind: 'count' } });
    expect(refusal('Bolster.')?.message).toMatch(/how many counters/);
    expect(refusal('Target player bolsters 2.')).not.toBeNull();
  });
});
