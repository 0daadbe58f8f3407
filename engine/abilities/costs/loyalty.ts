import type { Cost } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';

/** "+1", "−2" (U+2212 as printed, or a hyphen), "0", "−X": a loyalty symbol, then the colon that ends the cost. */
const LOYALTY_SYMBOL = /([+\u2212-]?)(\d+|X)(?=\s*:)/y;

/**
 * 209.1, 606.2: the loyalty symbol that is the whole cost of a loyalty ability ("+1: …", "−2: …", "0: …", "−X: …").
 * Read only at the start of a line: it is never one piece of a longer cost list. Returns null without moving the
 * scanner unless a symbol directly followed by ':' is there.
 */
export function loyaltyCost(s: Scanner): Extract<Cost, { kind: 'loyalty' }> | null {
  const m = s.regex(LOYALTY_SYMBOL);
  if (!m) return null;
  const sign = m[1] === '' || m[1] === '+' ? 1 : -1;
  const value = m[2] ?? '0';
  // "0:" has no sign (209.1); an unsigned nonzero number is no loyalty symbol.
  if (m[1] === '' && value !== '0') {
    s.reset(m.index);
    return null;
  }
  const amount =
    value === 'X' ? ({ kind: 'variable', letter: 'X' } as const) : { kind: 'fixed' as const, value: Number(value) };
  return { kind: 'loyalty', sign, amount };
}
