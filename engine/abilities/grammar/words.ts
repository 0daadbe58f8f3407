import type { Scanner } from '../../text/scanner.js';

/**
 * Reads a noun in the singular or plural ("creature"/"creatures", "ability"/"abilities") and says which it was.
 * `singular` is lower-case; the plural is formed the regular way unless `plural` is given.
 */
export function noun(s: Scanner, singular: string, plural = `${singular}s`): 'one' | 'many' | null {
  if (s.words(plural)) return 'many';
  if (s.words(singular)) return 'one';
  return null;
}

/** "its", "their", "his or her" — the possessives Oracle text has used for "the player's". */
export function possessive(s: Scanner): boolean {
  return s.words('his or her') || s.words('their') || s.words('its');
}

/**
 * One or more of what `read` reads, joined by `joiner` ("you or a creature you control", "you and creatures you
 * control"); null when one after a joiner (or the first) is missing.
 */
export function joinedBy<T>(s: Scanner, joiner: string, read: (s: Scanner) => T | null): T[] | null {
  const out: T[] = [];
  do {
    const one = read(s);
    if (one === null) return null;
    out.push(one);
  } while (s.words(joiner));
  return out;
}

/** A sentence end: "." or the end of the text (the final period may be left out). */
export function endOfSentence(s: Scanner): boolean {
  return s.symbol('.') || s.restIsEmpty();
}
