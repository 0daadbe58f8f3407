import { describe, expect, it } from 'vitest';
import { costPiece } from '../costs/index.js';
import { scan } from '../grammar/test-scan.js';
import { effectsOf } from './test-effects.js';

const you = { kind: 'you' } as const;

describe('energy (107.14)', () => {
  it('reads "you get {E}{E}" and counted amounts as energy counters put on the player (122.1)', () => {
    expect(effectsOf('You get {E}{E}.')).toEqual([
      { kind: 'putCounters', what: you, counter: 'energy', amount: { kind: 'fixed', value: 2 } },
    ]);
    expect(effectsOf('You get {E} for each creature you control.')?.[0]).toMatchObject({
      counter: 'energy',
      amount: { kind: 'count' },
    });
  });

  it('reads "Pay {E}{E}" as a cost, and as the payment of "you may pay" and "unless you pay"', () => {
    expect(scan(costPiece, 'Pay {E}{E}{E}').value).toEqual({ kind: 'payEnergy', amount: 3 });
    expect(effectsOf('You may pay {E}{E}. If you do, draw a card.')).toBeTruthy();
    expect(effectsOf('Sacrifice ~ unless you pay {E}{E}.')?.[0]).toMatchObject({
      kind: 'unless',
      costs: [{ kind: 'payEnergy', amount: 2 }],
    });
  });
});
