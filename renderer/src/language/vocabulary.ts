import { COLORS } from '../../../engine/mana/mana-symbol.js';
import { parseManaSymbol } from '../../../engine/mana/mana-cost.js';
import {
  CARD_KEYS,
  CARD_TYPES,
  COLOR_WORDS,
  COMMON_SUBTYPES,
  KEYWORD_TERMS,
  SUPERTYPES,
  type Term,
} from '../../../engine/format/card-text/vocabulary.js';
import { describeManaSymbol, COST_SYMBOLS } from './mana-text.js';

/**
 * Everything the editor suggests and explains, in the one shape the completion and hover code read.
 * The words come from the parser's own vocabulary, so the editor never suggests what it would reject.
 */
export interface KeyInfo {
  readonly name: string;
  /** One line: what the key means. */
  readonly summary: string;
  readonly example: string;
}

export interface Word {
  readonly word: string;
  readonly explanation: string;
}

export interface Vocabulary {
  readonly keys: readonly KeyInfo[];
  readonly supertypes: readonly Word[];
  readonly types: readonly Word[];
  readonly subtypes: readonly Word[];
  readonly keywords: readonly Word[];
  readonly colors: readonly Word[];
  readonly manaSymbols: readonly { readonly symbol: string; readonly summary: string }[];
}

function manaSymbols(): Vocabulary['manaSymbols'] {
  const raw = [
    ...['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10'],
    ...COLORS,
    'C',
    'S',
    'X',
    ...COLORS.flatMap((a, i) => COLORS.slice(i + 1).map((b) => `${a}/${b}`)),
    ...COLORS.map((c) => `2/${c}`),
    ...COLORS.map((c) => `${c}/P`),
  ];
  const symbols = raw.map((inner) => {
    const symbol = parseManaSymbol(inner);
    return { symbol: `{${inner}}`, summary: symbol ? describeManaSymbol(symbol) : inner };
  });
  return [...symbols, ...Object.entries(COST_SYMBOLS).map(([inner, summary]) => ({ symbol: `{${inner}}`, summary }))];
}

const words = (terms: readonly Term[], lower = true): Word[] =>
  terms.map((t) => ({ word: lower ? t.word.toLowerCase() : t.word, explanation: t.explanation }));

export const vocabulary: Vocabulary = {
  keys: CARD_KEYS.map((k) => ({ name: k.word, summary: k.explanation, example: k.example })),
  supertypes: words(SUPERTYPES),
  types: words(CARD_TYPES),
  subtypes: words(COMMON_SUBTYPES),
  keywords: words(KEYWORD_TERMS),
  colors: words(COLOR_WORDS),
  manaSymbols: manaSymbols(),
};
