import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Color, ManaCost, ManaSymbol } from '../../mana/mana-symbol.js';
import { describeCost, findPayment } from './payment.js';
import { MANA_TYPES, poolTotal, type ManaPool, type ManaType } from './pool.js';

const color = fc.constantFrom<Color>('W', 'U', 'B', 'R', 'G');
const symbol: fc.Arbitrary<ManaSymbol> = fc.oneof(
  fc.record({ kind: fc.constant('generic' as const), amount: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ kind: fc.constant('colored' as const), color }),
  fc.constant({ kind: 'colorless' as const }),
  fc.constant({ kind: 'snow' as const }),
  fc.constant({ kind: 'variable' as const, letter: 'X' as const }),
  fc
    .tuple(color, color)
    .filter(([a, b]) => a !== b)
    .map(([a, b]) => ({ kind: 'hybrid' as const, colors: [a, b] as const })),
  fc.record({ kind: fc.constant('twobrid' as const), color }),
  fc.record({ kind: fc.constant('phyrexian' as const), color }),
);
const cost = fc.array(symbol, { maxLength: 5 });
const pool: fc.Arbitrary<ManaPool> = fc.record({
  W: fc.nat(3),
  U: fc.nat(3),
  B: fc.nat(3),
  R: fc.nat(3),
  G: fc.nat(3),
  C: fc.nat(3),
});

/**
 * Brute force over every way to spend `mana` on `c` symbol by symbol (with `life` life for Phyrexian
 * symbols); `done` judges what is left once every symbol is covered: the unspent mana, the generic
 * amount still owed and the life left.
 */
function anyWay(
  c: ManaCost,
  mana: ManaPool,
  x: number,
  life: number,
  done: (left: Record<ManaType, number>, generic: number, lifeLeft: number) => boolean,
): boolean {
  const go = (i: number, left: Record<ManaType, number>, generic: number, lifeLeft: number): boolean => {
    if (i === c.length) return done(left, generic, lifeLeft);
    const s = c[i] as ManaSymbol;
    const take = (t: ManaType): boolean => left[t] > 0 && go(i + 1, { ...left, [t]: left[t] - 1 }, generic, lifeLeft);
    switch (s.kind) {
      case 'generic':
        return go(i + 1, left, generic + s.amount, lifeLeft);
      case 'variable':
        return go(i + 1, left, generic + x, lifeLeft);
      case 'snow':
        return go(i + 1, left, generic + 1, lifeLeft);
      case 'colored':
        return take(s.color);
      case 'colorless':
        return take('C');
      case 'hybrid':
        return take(s.colors[0]) || take(s.colors[1]);
      case 'twobrid':
        return take(s.color) || go(i + 1, left, generic + 2, lifeLeft);
      case 'phyrexian':
        return take(s.color) || (lifeLeft >= 2 && go(i + 1, left, generic, lifeLeft - 2));
    }
  };
  return go(0, { ...mana }, 0, life);
}

/** Is there any way to pay `cost` from `pool` with at most `life` life? */
function payable(c: ManaCost, p: ManaPool, x: number, life: number): boolean {
  return anyWay(c, p, x, life, (left, generic) => poolTotal(left) >= generic);
}

/** Checks a payment really pays the cost: colored needs met, total mana right, all the life paid used. */
function validPayment(c: ManaCost, spent: ManaPool, lifePaid: number, x: number): boolean {
  return anyWay(c, spent, x, lifePaid, (left, generic, lifeLeft) => lifeLeft === 0 && poolTotal(left) === generic);
}

describe('findPayment against a brute-force oracle', () => {
  it('finds a payment exactly when one exists, and the payment is valid and within the pool', () => {
    fc.assert(
      fc.property(cost, pool, fc.nat(3), fc.nat(6), (c, p, x, life) => {
        const r = findPayment(c, p, { x, life });
        expect(r.ok).toBe(payable(c, p, x, life));
        if (r.ok) {
          for (const t of MANA_TYPES) expect(r.value.mana[t]).toBeLessThanOrEqual(p[t]);
          expect(r.value.life).toBeLessThanOrEqual(life);
          expect(validPayment(c, r.value.mana, r.value.life, x)).toBe(true);
        } else {
          expect(r.reason).toContain(describeCost(c, x));
        }
      }),
      { numRuns: 400, seed: 1129 },
    );
  });

  it('prefers mana to life for Phyrexian symbols when the mana is there', () => {
    fc.assert(
      fc.property(color, pool, (c, p) => {
        const r = findPayment([{ kind: 'phyrexian', color: c }], p, { x: 0, life: 20 });
        expect(r.ok && r.value.life).toBe(p[c] > 0 ? 0 : 2);
      }),
    );
  });
});
