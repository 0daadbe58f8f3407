import { COLORS, type Color, type ManaCost } from '../../mana/mana-symbol.js';

/** The kinds of mana a pool holds (rule 106.1): five colors and colorless. */
export type ManaType = Color | 'C';
export const MANA_TYPES: readonly ManaType[] = [...COLORS, 'C'];

/** A mana pool (rule 106.4) as counts per type; plain data so it diffs and serializes. */
export type ManaPool = Readonly<Record<ManaType, number>>;

export const EMPTY_POOL: ManaPool = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };

export function poolTotal(pool: ManaPool): number {
  return MANA_TYPES.reduce((sum, t) => sum + pool[t], 0);
}

export function addPools(a: ManaPool, b: ManaPool): ManaPool {
  const out = { ...a };
  for (const t of MANA_TYPES) out[t] = a[t] + b[t];
  return out;
}

export function subtractPools(a: ManaPool, b: ManaPool): ManaPool {
  const out = { ...a };
  for (const t of MANA_TYPES) out[t] = a[t] - b[t];
  return out;
}

export function poolsEqual(a: ManaPool, b: ManaPool): boolean {
  return MANA_TYPES.every((t) => a[t] === b[t]);
}

/**
 * The mana an "Add …" option produces. Generic numbers in an add effect mean colorless mana (old wording
 * "Add {1}"), so they count as {C}; hybrid symbols never appear in produced mana.
 */
export function manaProduced(option: ManaCost): ManaPool {
  const out: Record<ManaType, number> = { ...EMPTY_POOL };
  for (const s of option) {
    if (s.kind === 'colored') out[s.color] += 1;
    else if (s.kind === 'colorless') out.C += 1;
    else if (s.kind === 'generic') out.C += s.amount;
  }
  return out;
}

/** `{G}{G}{C}` style text, in WUBRG then C order; `{0}` for an empty pool. */
export function formatPool(pool: ManaPool): string {
  const parts: string[] = [];
  for (const t of MANA_TYPES) for (let i = 0; i < pool[t]; i++) parts.push(`{${t}}`);
  return parts.length === 0 ? '{0}' : parts.join('');
}

/** Parses `{G}{G}`, `{C}`, `{0}` into a pool; null if any symbol is not a single mana type. */
export function parsePool(text: string): ManaPool | null {
  const out: Record<ManaType, number> = { ...EMPTY_POOL };
  const trimmed = text.replace(/\s+/g, '');
  if (trimmed === '' || trimmed === '{0}' || trimmed.toLowerCase() === 'empty') return out;
  const re = /\{([^}]*)\}/gy;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = re.exec(trimmed)) !== null) {
    const symbol = (match[1] ?? '').toUpperCase();
    if (!(MANA_TYPES as readonly string[]).includes(symbol)) return null;
    out[symbol as ManaType] += 1;
    consumed = re.lastIndex;
  }
  return consumed === trimmed.length ? out : null;
}
