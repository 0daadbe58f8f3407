import { hasFoldedAt } from './ascii-case.js';
import { replaceSpans, type MappedText, type Replacement } from './mapped-text.js';

/** Words that, standing alone, mean "this object" (rule 201.5: an object's name in its text means itself). */
const THIS_PHRASES = [
  'cardname',
  'this creature',
  'this spell',
  'this land',
  'this permanent',
  'this artifact',
  'this enchantment',
  'this planeswalker',
  'this card',
];

/**
 * Whether `text` may hold a phrase of THIS_PHRASES ("this " or "cardname", in any case): a quick scan that lets
 * most lines skip the lower-cased copy. It replaces a case-insensitive regular expression, which was the slowest
 * step of normalizing a line.
 */
function mayNameItself(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    // One comparison a character: only a 't' or a 'c' (either case; `| 32` lower-cases ASCII letters) starts one.
    const folded = text.charCodeAt(i) | 32;
    if (folded === 116 && hasFoldedAt(text, i, 'this ')) return true;
    if (folded === 99 && hasFoldedAt(text, i, 'cardname')) return true;
  }
  return false;
}

/** Characters that continue a word: "Shock" inside "Shocker" or "Fire" in "Fire-Lit" is not a self-reference. */
function isWordChar(code: number): boolean {
  return (
    (code >= 48 && code <= 57) ||
    (code >= 65 && code <= 90) ||
    (code >= 97 && code <= 122) ||
    code === 45 ||
    code === 95 ||
    code > 127
  );
}

function findWord(haystack: string, needle: string, into: Replacement[]): void {
  if (needle.length === 0) return;
  let from = 0;
  for (;;) {
    const at = haystack.indexOf(needle, from);
    if (at < 0) return;
    const end = at + needle.length;
    const before = at === 0 ? 32 : haystack.charCodeAt(at - 1);
    const after = end >= haystack.length ? 32 : haystack.charCodeAt(end);
    if (!isWordChar(before) && !isWordChar(after)) into.push({ start: at, end, with: '~' });
    from = at + 1;
  }
}

/**
 * The names a card's text may use for itself: its full name, the part of a legendary name before
 * the comma ("Cho-Manno" for "Cho-Manno, Revolutionary", rule 201.5a-style shortening), and for a
 * face of a multi-face card the whole card's name too.
 */
export function selfNames(name: string, legendary: boolean, cardName?: string): string[] {
  // The usual card: one name, one array.
  if (!legendary && cardName === undefined) {
    const trimmed = name.trim();
    return trimmed.length > 0 ? [trimmed] : [];
  }
  // A plain loop, not a helper closure: this runs for every face of every parse.
  const candidates = [name, cardName ?? ''];
  if (legendary) {
    const comma = name.indexOf(',');
    if (comma > 0) candidates.push(name.slice(0, comma));
  }
  const names: string[] = [];
  for (const candidate of candidates) {
    const trimmed = candidate.trim();
    if (trimmed.length > 0 && !names.includes(trimmed)) names.push(trimmed);
  }
  return names;
}

/**
 * Rewrites every self-reference to `~`. Names match case-sensitively (a card named "Shock" must not
 * eat the word "shock"); CARDNAME and "this creature"-style phrases match in any case.
 */
export function normalizeSelfReference(source: MappedText, names: readonly string[]): MappedText {
  const found: Replacement[] = [];
  for (const name of names) findWord(source.text, name, found);
  // Most lines mention neither "this ..." nor CARDNAME: only those pay for a lower-cased copy.
  if (mayNameItself(source.text)) {
    const lower = source.text.toLowerCase();
    for (const phrase of THIS_PHRASES) {
      if (lower.includes(phrase)) findWord(lower, phrase, found);
    }
  }
  if (found.length === 0) return source;
  // Longest match first at each start; drop overlaps so "Cho-Manno, Revolutionary" is one `~`.
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Replacement[] = [];
  let until = -1;
  for (const r of found) {
    if (r.start >= until) {
      kept.push(r);
      until = r.end;
    }
  }
  return replaceSpans(source, kept);
}
