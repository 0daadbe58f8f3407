import type { Vocabulary, Word } from './vocabulary.js';

/**
 * What to suggest at a cursor position in a card file. Pure: Monaco's completion provider only
 * converts the result (see register.ts), so the logic is unit-tested in Node.
 */

export type SuggestionKind = 'key' | 'supertype' | 'type' | 'subtype' | 'keyword' | 'mana' | 'color';

export interface Suggestion {
  readonly label: string;
  readonly insertText: string;
  readonly kind: SuggestionKind;
  readonly detail: string;
  readonly documentation?: string;
}

export interface Completions {
  /** 0-based offset in the line where the replaced text starts (the cursor is its end). */
  readonly from: number;
  readonly items: readonly Suggestion[];
}

const NONE: Completions = { from: 0, items: [] };

function plain(words: readonly Word[], kind: SuggestionKind, detail: string): Suggestion[] {
  return words.map((w) => ({ label: w.word, insertText: w.word, kind, detail, documentation: w.explanation }));
}

/** `column` is Monaco's 1-based cursor column. */
export function completionsAt(vocab: Vocabulary, lineText: string, column: number): Completions {
  const before = lineText.slice(0, Math.max(0, column - 1));
  if (/^\s*#/.test(before)) return NONE;

  const keyMatch = /^\s*([A-Za-z][\w-]*)?$/.exec(before);
  if (keyMatch) {
    return {
      from: before.length - (keyMatch[1]?.length ?? 0),
      items: vocab.keys.map((k) => ({
        label: k.name,
        insertText: `${k.name} `,
        kind: 'key',
        detail: k.summary,
        documentation: k.example,
      })),
    };
  }

  const open = /\{[^}\s]*$/.exec(before);
  if (open) {
    return {
      from: open.index,
      items: vocab.manaSymbols.map((m) => ({ label: m.symbol, insertText: m.symbol, kind: 'mana', detail: m.summary })),
    };
  }

  const key = /^\s*([A-Za-z][\w-]*)/.exec(before)?.[1]?.toLowerCase() ?? '';
  const word = /[A-Za-z-]*$/.exec(before)?.[0] ?? '';
  const from = before.length - word.length;
  switch (key) {
    case 'super':
      return { from, items: plain(vocab.supertypes, 'supertype', 'supertype') };
    case 'type':
      // `type creature - elf druid`: card type before the dash, subtypes after it.
      return /\s[-—]\s/.test(before)
        ? { from, items: plain(vocab.subtypes, 'subtype', 'subtype') }
        : { from, items: plain(vocab.types, 'type', 'card type') };
    case 'color':
      return { from, items: plain(vocab.colors, 'color', 'color indicator') };
    case 'cost':
      return {
        from,
        items: vocab.manaSymbols
          .filter((m) => !/^\{[TQ]\}$/.test(m.symbol))
          .map((m) => ({ label: m.symbol, insertText: m.symbol, kind: 'mana', detail: m.summary })),
      };
    case 'text':
      return { from, items: plain(vocab.keywords, 'keyword', 'keyword ability') };
    default:
      return NONE;
  }
}
