import { parseManaSymbol } from '../../../engine/mana/mana-cost.js';
import { COST_SYMBOLS, describeManaSymbol } from './mana-text.js';
import type { Vocabulary, Word } from './vocabulary.js';

/**
 * What the hover explains at a position: a key, a mana symbol, or the ability the parser read from
 * a `text` line. Pure, so it is tested in Node; register.ts turns it into a Monaco hover.
 */

export interface HoverInfo {
  /** 1-based, end exclusive, like Monaco columns. */
  readonly startColumn: number;
  readonly endColumn: number;
  /** Markdown paragraphs. */
  readonly contents: readonly string[];
}

/** How the parser understood the abilities on one line, already in words. */
export interface LineAbility {
  readonly description: string;
  readonly unparsedReason: string | null;
}

export function hoverAt(
  vocab: Vocabulary,
  lineText: string,
  column: number,
  abilities: readonly LineAbility[],
): HoverInfo | null {
  const offset = column - 1;
  if (/^\s*#/.test(lineText)) return null;
  const keyMatch = /^(\s*)([A-Za-z][\w-]*)/.exec(lineText);
  if (keyMatch) {
    const start = keyMatch[1]?.length ?? 0;
    const word = keyMatch[2] ?? '';
    if (offset >= start && offset <= start + word.length) {
      const info = vocab.keys.find((k) => k.name === word.toLowerCase());
      const contents = info
        ? [`**${info.name}** — ${info.summary}`, `\`${info.example}\``]
        : [`**${word}** is not a key. Keys: ${vocab.keys.map((k) => k.name).join(', ')}.`];
      return { startColumn: start + 1, endColumn: start + word.length + 1, contents };
    }
  }
  for (const m of lineText.matchAll(/\{([^}\s]*)\}/g)) {
    const start = m.index;
    if (offset < start || offset >= start + m[0].length) continue;
    const inner = (m[1] ?? '').toUpperCase();
    const symbol = parseManaSymbol(inner);
    const text = symbol ? describeManaSymbol(symbol) : (COST_SYMBOLS[inner] ?? 'not a mana symbol');
    return { startColumn: start + 1, endColumn: start + m[0].length + 1, contents: [`\`${m[0]}\` — ${text}`] };
  }
  const key = keyMatch?.[2]?.toLowerCase() ?? '';
  const term = termAt(vocab, key, lineText, offset);
  const contents: string[] = [];
  if (abilities.length > 0) {
    contents.push(
      ...abilities.map((a) =>
        a.unparsedReason === null ? `**Parsed as** ${a.description}` : `**Not understood:** ${a.unparsedReason}`,
      ),
    );
  }
  if (term) contents.push(`**${term.word}** — ${term.explanation}`);
  if (contents.length === 0 || !keyMatch) return null;
  if (term) return { startColumn: term.start + 1, endColumn: term.end + 1, contents };
  const start = keyMatch.index + keyMatch[0].length;
  return { startColumn: start + 1, endColumn: lineText.length + 1, contents };
}

/** The vocabulary word under the cursor that fits the line's key (a type on a `type` line, and so on). */
function termAt(
  vocab: Vocabulary,
  key: string,
  lineText: string,
  offset: number,
): (Word & { readonly start: number; readonly end: number }) | null {
  const lists: Readonly<Record<string, readonly Word[]>> = {
    super: vocab.supertypes,
    type: [...vocab.types, ...vocab.subtypes],
    color: vocab.colors,
    text: vocab.keywords,
  };
  const list = lists[key];
  if (!list) return null;
  const lower = lineText.toLowerCase();
  // Longest first, so "first strike" wins over "strike"-like prefixes.
  for (const term of [...list].sort((a, b) => b.word.length - a.word.length)) {
    const word = term.word.toLowerCase();
    for (let at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + 1)) {
      const before = lower[at - 1] ?? ' ';
      const after = lower[at + word.length] ?? ' ';
      if (/[a-z]/.test(before) || /[a-z]/.test(after)) continue;
      if (offset >= at && offset <= at + word.length) return { ...term, start: at, end: at + word.length };
    }
  }
  return null;
}
