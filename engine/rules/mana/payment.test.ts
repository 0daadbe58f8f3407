import { describe, expect, it } from 'vitest';
import { mana } from '../test-support/templates.js';
import { findPayment } from './payment.js';
import { EMPTY_POOL, formatPool, parsePool, type ManaPool } from './pool.js';

const pool = (text: string): ManaPool => parsePool(text) ?? EMPTY_POOL;
const pay = (cost: string, from: string, x = 0, life = 20, phyrexian?: 'prefer-mana' | 'prefer-life' | 'mana-only') =>
  findPayment(mana(cost), pool(from), { x, life, phyrexian });

describe('findPayment (106, 107.4, 118)', () => {
  it('pays colored symbols with their color only', () => {
    expect(pay('{R}', '{R}').ok).toBe(true);
    expect(pay('{R}', '{G}').ok).toBe(false);
  });

  it('pays generic with any mana, colorless first (107.4b)', () => {
    const r = pay('{2}', '{C}{G}{R}{R}');
    expect(r.ok && formatPool(r.value.mana)).toBe('{R}{C}');
  });

  it('{C} needs colorless mana (107.4c)', () => {
    expect(pay('{C}', '{G}').ok).toBe(false);
    expect(pay('{C}', '{C}').ok).toBe(true);
  });

  it('searches hybrid assignments: {R/G}{R} with {R}{G} pays the hybrid with G (107.4e)', () => {
    const r = pay('{R/G}{R}', '{R}{G}');
    expect(r.ok && formatPool(r.value.mana)).toBe('{R}{G}');
    const reversed = pay('{R}{R/G}', '{G}{R}');
    expect(reversed.ok).toBe(true);
  });

  it('hybrid plus generic: keeps the right color for the hybrid', () => {
    expect(pay('{1}{W/U}', '{U}{G}').ok).toBe(true);
    expect(pay('{1}{W/U}', '{G}{G}').ok).toBe(false);
  });

  it('two-brid {2/W}: one W or two of anything', () => {
    expect(pay('{2/W}', '{W}').ok).toBe(true);
    expect(pay('{2/W}', '{G}{G}').ok).toBe(true);
    expect(pay('{2/W}', '{G}').ok).toBe(false);
  });

  it('Phyrexian {B/P}: B, else 2 life (107.4f)', () => {
    const withMana = pay('{B/P}', '{B}');
    expect(withMana.ok && withMana.value.life).toBe(0);
    const withLife = pay('{B/P}', '{0}');
    expect(withLife.ok && withLife.value.life).toBe(2);
    expect(pay('{B/P}', '{0}', 0, 1).ok).toBe(false);
    expect(pay('{B/P}', '{0}', 0, 20, 'mana-only').ok).toBe(false);
    const preferLife = pay('{B/P}', '{B}', 0, 20, 'prefer-life');
    expect(preferLife.ok && preferLife.value.life).toBe(2);
  });

  it('X adds generic (107.3)', () => {
    expect(pay('{X}{R}', '{R}{G}{G}', 2).ok).toBe(true);
    expect(pay('{X}{R}', '{R}{G}{G}', 3).ok).toBe(false);
  });

  it('snow {S} is paid as generic', () => {
    expect(pay('{S}', '{G}').ok).toBe(true);
  });

  it('explains failures', () => {
    const r = pay('{1}{R}', '{G}');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toBe("can't pay {1}{R}: the pool has {G}");
  });

  it('{0} is free (118.5)', () => {
    expect(pay('{0}', '{0}').ok).toBe(true);
  });
});

describe('pool text', () => {
  it('round-trips', () => {
    expect(formatPool(pool('{G}{W}{C}'))).toBe('{W}{G}{C}');
    expect(parsePool('{Q}')).toBeNull();
    expect(parsePool('G')).toBeNull();
    expect(formatPool(pool('empty'))).toBe('{0}');
  });
});
