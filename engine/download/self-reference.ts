/**
 * The card's own name in its rules text becomes `~` (rule 201.5: a card's name in its text means that object).
 * Only whole names: "Shock" in "Shocker" or in "Shock Troopers" stays, since that names another card.
 */

/** Letters, digits, apostrophes inside words and hyphens continue a name ("Fire" in "Fire-Lit"). */
const WORD_CHAR = /[\p{L}\p{N}_-]/u;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** True when the text at `end` continues with a capitalized word: "Shock Troopers", "Fire Elemental". */
function continuesLongerName(text: string, end: number): boolean {
  return /^ (?:of |the )?\p{Lu}/u.test(text.slice(end)) && !/^ \p{Lu}\p{Ll}*:/u.test(text.slice(end));
}

/** True when a capitalized word in mid-clause comes right before: "Goblin Shock". */
function extendsLongerName(text: string, start: number): boolean {
  const before = text.slice(0, start);
  const m = /(^|[.!?:;,"(—•]\s*|\s)(\p{Lu}[\p{L}'-]*) $/u.exec(before);
  if (!m) return false;
  // A capitalized word that starts a sentence, clause or cost ("Sacrifice ~") is no part of a name.
  const clauseStart = m.index === 0 || /^[.!?:;,"(—•]/.test(m[1] ?? '');
  return !clauseStart;
}

/**
 * Replaces the names with `~`, longest first. `names` are the full face name and, for legendary cards,
 * the short name before the comma ("Nicol Bolas" of "Nicol Bolas, Planeswalker").
 */
export function replaceSelfReferences(text: string, names: readonly string[]): string {
  let result = text;
  const sorted = [...new Set(names.filter((n) => n.trim() !== ''))].sort((a, b) => b.length - a.length);
  for (const name of sorted) {
    const pattern = new RegExp(escapeRegExp(name), 'g');
    result = result.replace(pattern, (match, offset: number, whole: string) => {
      const before = whole[offset - 1] ?? '';
      const after = whole[offset + match.length] ?? '';
      if (before !== '' && WORD_CHAR.test(before)) return match;
      if (after !== '' && WORD_CHAR.test(after)) return match;
      if (continuesLongerName(whole, offset + match.length)) return match;
      if (extendsLongerName(whole, offset)) return match;
      return '~';
    });
  }
  return result;
}

/** The names that mean "this card" in a face's text: the full name and, when legendary, the part before the comma. */
export function selfNames(faceName: string, legendary: boolean): string[] {
  const names = [faceName];
  const comma = faceName.indexOf(',');
  if (legendary && comma > 0) names.push(faceName.slice(0, comma).trim());
  return names;
}
