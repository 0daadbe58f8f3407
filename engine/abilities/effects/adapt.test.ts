import { describe, expect, it } from 'vitest';
import { effectsOf } from './test-effects.js';

describe('adapt (701.43a)', () => {
  it('is "If this permanent has no +1/+1 counters on it, put N +1/+1 counters on it."', () => {
    const spelled = effectsOf('If ~ has no +1/+1 counters on it, put two +1/+1 counters on ~.');
    expect(effectsOf('Adapt 2.')).toEqual(spelled);
    expect(spelled).toEqual([
      {
        kind: 'conditional',
        condition: { kind: 'counters', counter: '+1/+1', op: '=', value: 0 },
        effects: [
          { kind: 'putCounters', what: { kind: 'self' }, counter: '+1/+1', amount: { kind: 'fixed', value: 2 } },
        ],
        otherwise: [],
      },
    ]);
  });

  it('needs its number', () => {
    expect(() => effectsOf('Adapt.')).toThrow(/how many counters/);
  });
});
