import { describe, expect, it } from 'vitest';
import { effectsOf } from './test-effects.js';

describe('monstrosity (701.31a)', () => {
  it('is "If this permanent isn\'t monstrous, put N +1/+1 counters on it and it becomes monstrous."', () => {
    expect(effectsOf('Monstrosity 3.')).toEqual([
      {
        kind: 'conditional',
        condition: {
          kind: 'objectIs',
          what: 'self',
          description: { nouns: [], qualities: [{ kind: 'designated', designation: 'monstrous', negated: true }] },
        },
        effects: [
          { kind: 'putCounters', what: { kind: 'self' }, counter: '+1/+1', amount: { kind: 'fixed', value: 3 } },
          { kind: 'becomeDesignated', what: { kind: 'self' }, designation: 'monstrous' },
        ],
        otherwise: [],
      },
    ]);
  });

  it('"Monstrosity X." counts the X paid; a number is needed', () => {
    const [effect] = effectsOf('Monstrosity X.') ?? [];
    expect(effect?.kind === 'conditional' && effect.effects[0]).toMatchObject({
      amount: { kind: 'variable', letter: 'X' },
    });
    expect(() => effectsOf('Monstrosity.')).toThrow(/how many counters/);
  });

  it('"~ becomes monstrous" alone, like "~ becomes renowned"', () => {
    expect(effectsOf('~ becomes monstrous.')).toEqual([
      { kind: 'becomeDesignated', what: { kind: 'self' }, designation: 'monstrous' },
    ]);
  });
});
