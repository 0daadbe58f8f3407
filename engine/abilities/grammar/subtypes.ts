import type { CardType } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { SUBTYPES_BY_TYPE } from './subtypes.generated.js';

/** A subtype word as the grammar reads it: its spelling on cards and the card type it belongs to (205.3). */
export interface SubtypeWord {
  readonly subtype: string;
  readonly type: CardType | 'spell';
}

/** Plurals that don't just add -s or -es (Oracle text writes "Elves", "Wolves", "Dwarves"). */
const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  elves: 'elf',
  dwarves: 'dwarf',
  wolves: 'wolf',
  werewolves: 'werewolf',
  fungi: 'fungus',
  mice: 'mouse',
  'assembly-workers': 'assembly-worker',
};

const BY_WORD: ReadonlyMap<string, SubtypeWord> = buildIndex();

function buildIndex(): Map<string, SubtypeWord> {
  const map = new Map<string, SubtypeWord>();
  for (const [type, words] of Object.entries(SUBTYPES_BY_TYPE)) {
    for (const word of words) {
      // A subtype of two card types (none today) keeps the first: either reading names the same subtype.
      const key = word.toLowerCase();
      if (!map.has(key)) map.set(key, { subtype: word, type: type as CardType | 'spell' });
    }
  }
  return map;
}

/** Answers of subtypeOf by word: the words of Oracle text are few, and most capitalized ones are no subtype. */
const ANSWERS = new Map<string, SubtypeWord | null>();

/** The subtype a (possibly plural) word names, or null. */
export function subtypeOf(word: string): SubtypeWord | null {
  const known = ANSWERS.get(word);
  if (known !== undefined) return known;
  const found = lookUp(word);
  // Bounded: an author's made-up words must not grow it without end.
  if (ANSWERS.size < 20_000) ANSWERS.set(word, found);
  return found;
}

function lookUp(word: string): SubtypeWord | null {
  const lower = word.toLowerCase();
  const direct = BY_WORD.get(lower);
  if (direct) return direct;
  const irregular = IRREGULAR_PLURALS[lower];
  if (irregular) return BY_WORD.get(irregular) ?? null;
  if (lower.endsWith('es') && BY_WORD.has(lower.slice(0, -2))) return BY_WORD.get(lower.slice(0, -2)) ?? null;
  if (lower.endsWith('s')) return BY_WORD.get(lower.slice(0, -1)) ?? null;
  return null;
}

/** Oracle text capitalizes subtypes, which keeps words like "will" or "mine" from reading as one. */
const SUBTYPE_WORD = /[A-Z][A-Za-z'-]*/y;

/** Reads one subtype word ("Goblin", "Elves", "Urza's"), or returns null without moving. */
export function subtype(s: Scanner): SubtypeWord | null {
  // Most words are lower-case: no regular expression (and no match array) for them.
  const first = s.peekCode();
  if (!(first >= 65 && first <= 90)) return null;
  const save = s.mark();
  const m = s.regex(SUBTYPE_WORD);
  if (!m) return null;
  // "Urza's" is a subtype; "Goblin's" is a possessive, which finds nothing here.
  const found = subtypeOf(m[0]);
  if (!found) s.reset(save);
  return found;
}
