import type { Amount } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';

/** Number words as Oracle text spells them ("Draw two cards."). */
export const NUMBER_WORDS: readonly string[] = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];

const DIGITS = /\d{1,4}\b/y;
const WORD = /[a-z]+\b/iy;

/**
 * Reads an amount: digits, a number word, `a`/`an` (one) when `article` is set, or `X` (rule 107.3).
 */
export function amount(s: Scanner, article = false): Amount | null {
  const digits = s.regex(DIGITS);
  if (digits) return { kind: 'fixed', value: Number(digits[0]) };
  const save = s.mark();
  const word = s.regex(WORD);
  if (!word) return null;
  const w = word[0].toLowerCase();
  if (w === 'x') return { kind: 'variable', letter: 'X' };
  if (article && (w === 'a' || w === 'an')) return { kind: 'fixed', value: 1 };
  const index = NUMBER_WORDS.indexOf(w);
  if (index >= 0) return { kind: 'fixed', value: index };
  s.reset(save);
  return null;
}

export function isOne(value: Amount): boolean {
  return value.kind === 'fixed' && value.value === 1;
}
