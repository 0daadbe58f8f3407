import type { ManaCost, ManaSymbol } from '../../mana/mana-symbol.js';
import { parseManaSymbol } from '../../mana/mana-cost.js';
import type { Scanner } from '../../text/scanner.js';

const BRACED = /\{([^{}\s]{1,5})\}/y;

/**
 * Reads a run of mana symbols such as `{2}{W}` or `{B/R}`. Stops before `{T}`/`{Q}` and anything that
 * is not a mana symbol; returns null when there is not even one.
 */
export function manaSymbols(s: Scanner): ManaCost | null {
  const symbols: ManaSymbol[] = [];
  for (;;) {
    const save = s.mark();
    const m = symbols.length === 0 ? s.regex(BRACED) : readAdjacent(s);
    if (!m) break;
    const symbol = parseManaSymbol((m[1] ?? '').toUpperCase());
    if (!symbol) {
      s.reset(save);
      break;
    }
    symbols.push(symbol);
  }
  return symbols.length > 0 ? symbols : null;
}

/** The next symbol must touch the previous one: `{B}{R}` is one run, `{B}, {R}` are two. */
function readAdjacent(s: Scanner): RegExpExecArray | null {
  if (s.peek() !== '{') return null;
  return s.regex(BRACED);
}
