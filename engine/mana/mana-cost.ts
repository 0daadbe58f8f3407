import { memoByText } from '../text/text-memo.js';
import { COLORS, type Color, type ManaCost, type ManaSymbol } from './mana-symbol.js';

/** Where a mana cost stopped making sense: 0-based offsets into the parsed text. */
export interface ManaCostError {
  readonly start: number;
  readonly end: number;
  readonly message: string;
}

export type ManaCostParse =
  { readonly ok: true; readonly cost: ManaCost } | { readonly ok: false; readonly error: ManaCostError };

const COLOR_SET: ReadonlySet<string> = new Set(COLORS);
const GENERIC = /^\d{1,3}$/;

/** Reads the inside of one `{...}` (already upper-cased), or null when it is no mana symbol (rule 107.4). */
export function parseManaSymbol(inner: string): ManaSymbol | null {
  if (GENERIC.test(inner)) return { kind: 'generic', amount: Number(inner) };
  if (inner.length === 1) {
    if (COLOR_SET.has(inner)) return { kind: 'colored', color: inner as Color };
    if (inner === 'C') return { kind: 'colorless' };
    if (inner === 'S') return { kind: 'snow' };
    if (inner === 'X' || inner === 'Y' || inner === 'Z') return { kind: 'variable', letter: inner };
    return null;
  }
  const parts = inner.split('/');
  if (parts.length !== 2) return null;
  const [a = '', b = ''] = parts;
  if (COLOR_SET.has(a) && b === 'P') return { kind: 'phyrexian', color: a as Color };
  if (a === '2' && COLOR_SET.has(b)) return { kind: 'twobrid', color: b as Color };
  if (COLOR_SET.has(a) && COLOR_SET.has(b) && a !== b) return { kind: 'hybrid', colors: [a as Color, b as Color] };
  return null;
}

/**
 * Parses `{2}{W}{W}` style text. Spaces between symbols are allowed; symbols are case-insensitive.
 * On failure the error points at the first symbol that is not a mana symbol.
 */
export function parseManaCost(text: string): ManaCostParse {
  return rememberedCost(text);
}

/** A few thousand distinct costs cover every card printed: each is read once. */
const rememberedCost = memoByText(readManaCost);

function readManaCost(text: string): ManaCostParse {
  const symbols: ManaSymbol[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === ' ' || ch === '\t') {
      i++;
      continue;
    }
    if (ch !== '{') {
      let end = i;
      while (end < text.length && text[end] !== '{' && text[end] !== ' ' && text[end] !== '\t') end++;
      return fail(i, end, `"${text.slice(i, end)}" is not a mana symbol; write symbols in braces like {2}{W}`);
    }
    const close = text.indexOf('}', i + 1);
    if (close < 0) return fail(i, text.length, `"${text.slice(i)}" has no closing "}"`);
    const inner = text.slice(i + 1, close);
    const symbol = parseManaSymbol(inner.toUpperCase());
    if (!symbol) {
      return fail(
        i,
        close + 1,
        `{${inner}} is not a mana symbol; expected {1}, {W}, {U}, {B}, {R}, {G}, {C}, {S}, {X}, {W/U}, {2/W} or {W/P}`,
      );
    }
    symbols.push(symbol);
    i = close + 1;
  }
  if (symbols.length === 0) return fail(0, text.length, 'the mana cost is empty; write symbols like {2}{W}');
  return { ok: true, cost: symbols };
}

function fail(start: number, end: number, message: string): ManaCostParse {
  return { ok: false, error: { start, end: Math.max(end, start + 1), message } };
}

export function formatManaSymbol(symbol: ManaSymbol): string {
  switch (symbol.kind) {
    case 'generic':
      return `{${symbol.amount}}`;
    case 'colored':
      return `{${symbol.color}}`;
    case 'colorless':
      return '{C}';
    case 'snow':
      return '{S}';
    case 'variable':
      return `{${symbol.letter}}`;
    case 'hybrid':
      return `{${symbol.colors[0]}/${symbol.colors[1]}}`;
    case 'twobrid':
      return `{2/${symbol.color}}`;
    case 'phyrexian':
      return `{${symbol.color}/P}`;
  }
}

/** `{2}{W}{W}`: symbols in the order written. */
export function formatManaCost(cost: ManaCost): string {
  return cost.map(formatManaSymbol).join('');
}

/** Rule 202.3: X is 0, two-brid counts 2, hybrid and phyrexian count 1. */
export function manaValue(cost: ManaCost | null): number {
  if (!cost) return 0;
  let total = 0;
  for (const symbol of cost) {
    if (symbol.kind === 'generic') total += symbol.amount;
    else if (symbol.kind === 'twobrid') total += 2;
    else if (symbol.kind !== 'variable') total += 1;
  }
  return total;
}

/** Rule 202.2: a card's colors are the colors of the mana symbols in its cost, in WUBRG order. */
export function colorsOfCost(cost: ManaCost | null): readonly Color[] {
  if (!cost) return NO_COLORS;
  // A bit per color in WUBRG order: no Set for what is usually one symbol.
  let bits = 0;
  for (const symbol of cost) {
    if (symbol.kind === 'colored' || symbol.kind === 'twobrid' || symbol.kind === 'phyrexian') {
      bits |= 1 << COLORS.indexOf(symbol.color);
    } else if (symbol.kind === 'hybrid') {
      bits |= (1 << COLORS.indexOf(symbol.colors[0])) | (1 << COLORS.indexOf(symbol.colors[1]));
    }
  }
  return COLORS_BY_BITS[bits] ?? NO_COLORS;
}

const NO_COLORS: readonly Color[] = Object.freeze([]);
/** Every combination of colors, in WUBRG order, by its bits: one shared array instead of a new one per card. */
const COLORS_BY_BITS: readonly (readonly Color[])[] = Array.from({ length: 1 << COLORS.length }, (_, bits) =>
  Object.freeze(COLORS.filter((_, i) => (bits & (1 << i)) !== 0)),
);

export function sameManaCost(a: ManaCost, b: ManaCost): boolean {
  return formatManaCost(a) === formatManaCost(b);
}
