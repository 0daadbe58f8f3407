import type { ManaCost, ManaSymbol } from '../../mana/mana-symbol.js';

/**
 * A total cost as single mana each (107.4): generic {3} is three units of {1}, X its announced value in units of {1}
 * (107.3, 601.2b). Convoke and delve pay some of these units instead of mana (702.51a, 702.66a).
 */
export type ManaUnit = Exclude<ManaSymbol, { kind: 'generic' } | { kind: 'variable' }> | { readonly kind: 'one' };

export function manaUnits(cost: ManaCost, x: number): ManaUnit[] {
  const units: ManaUnit[] = [];
  for (const symbol of cost) {
    if (symbol.kind === 'generic' || symbol.kind === 'variable') {
      const n = symbol.kind === 'generic' ? symbol.amount : x;
      for (let i = 0; i < n; i++) units.push({ kind: 'one' });
    } else units.push(symbol);
  }
  return units;
}

/** The units left, as a mana cost again: the generic ones together first, the others in their order. */
export function fromUnits(units: readonly ManaUnit[]): ManaCost {
  const generic = units.filter((u) => u.kind === 'one').length;
  const others = units.filter((u): u is Exclude<ManaUnit, { kind: 'one' }> => u.kind !== 'one');
  return generic > 0 ? [{ kind: 'generic', amount: generic }, ...others] : others;
}
