import { CARD_TYPE_NAMES, SUPERTYPE_NAMES, type CardType, type Supertype } from '../templates/card-template.js';
import { LOCALIZED_TYPE_WORDS } from './localized-types.js';

/** One `type` line of a card file: a card type and the subtypes that belong to it. */
export interface TypeGroup {
  /** A CardType, or an unrecognised word kept as written so the parser can point at it. */
  readonly type: CardType | string;
  readonly subtypes: readonly string[];
}

export interface SplitTypeLine {
  readonly supertypes: readonly Supertype[];
  readonly groups: readonly TypeGroup[];
}

const IGNORED_WORDS: ReadonlySet<string> = new Set(['token', 'host']);
const SUPERTYPES: ReadonlySet<string> = new Set(SUPERTYPE_NAMES);
const CARD_TYPES: ReadonlySet<string> = new Set(CARD_TYPE_NAMES);

/** Old printed type words (Alpha to Mirage) and their modern card types. */
const OLD_TYPE_WORDS: Readonly<Record<string, string>> = {
  summon: 'creature',
  interrupt: 'instant',
  'mono artifact': 'artifact',
  'poly artifact': 'artifact',
  'continuous artifact': 'artifact',
};

/** Subtypes that belong to one card type (rule 205.3); creature types are the open-ended rest. */
const LAND_TYPES = new Set([
  'plains',
  'island',
  'swamp',
  'mountain',
  'forest',
  'desert',
  'gate',
  'lair',
  'locus',
  'mine',
  'power-plant',
  'tower',
  "urza's",
  'cave',
  'sphere',
  'town',
]);
const ARTIFACT_TYPES = new Set([
  'attraction',
  'blood',
  'bobblehead',
  'clue',
  'contraption',
  'equipment',
  'food',
  'fortification',
  'gold',
  'incubator',
  'map',
  'powerstone',
  'treasure',
  'vehicle',
]);
const ENCHANTMENT_TYPES = new Set([
  'aura',
  'background',
  'cartouche',
  'case',
  'class',
  'curse',
  'role',
  'room',
  'rune',
  'saga',
  'shard',
  'shrine',
]);
const SPELL_TYPES = new Set(['adventure', 'arcane', 'lesson', 'trap', 'omen']);
const BATTLE_TYPES = new Set(['siege']);

/** Separators between types and subtypes across languages: em dash, horizontal bar, wave dash, ` - `, ` : `. */
const SUBTYPE_SEPARATOR = /\s*(?:—|―|～|〜|－|\s-\s|\s:\s|\s:$)\s*/;

/**
 * Splits a printed type line (`Legendary Land Creature — Forest Dryad`) into supertypes and one group per card
 * type with the subtypes that belong to it. Localized lines are translated word by word where known.
 */
export function splitTypeLine(typeLine: string): SplitTypeLine {
  let line = typeLine.replace(/\s+/g, ' ').trim();
  // Alpha's "Summon Jaguar" has no dash: everything after "Summon" is a creature type.
  const summon = /^summon (?![-—])(.+)$/i.exec(line);
  if (summon && !SUBTYPE_SEPARATOR.test(line)) line = `Summon — ${summon[1] ?? ''}`;
  const sep = SUBTYPE_SEPARATOR.exec(line);
  const left = sep ? line.slice(0, sep.index) : line;
  const right = sep ? line.slice(sep.index + sep[0].length).replace(/^[-—―:～\s]+/, '') : '';
  const supertypes: Supertype[] = [];
  const types: string[] = [];
  for (const word of translateWords(left)) {
    // "Token Creature", "Host Creature": the card is a creature; the rest is no type a card file has.
    if (IGNORED_WORDS.has(word)) continue;
    if (SUPERTYPES.has(word)) {
      if (!supertypes.includes(word as Supertype)) supertypes.push(word as Supertype);
    } else if (!types.includes(word)) types.push(word);
  }
  const subtypes = right === '' ? [] : right.split(/\s+/).filter((s) => s !== '' && s !== '-');
  return { supertypes, groups: assignSubtypes(types, subtypes) };
}

/** Lower-cased words, with phrases (`mono artifact`, localized `mágica instantânea`) looked up first. */
function translateWords(left: string): string[] {
  let rest = ` ${left.toLowerCase()} `;
  const out: { at: number; word: string }[] = [];
  const phrases = [...Object.entries(OLD_TYPE_WORDS), ...Object.entries(LOCALIZED_TYPE_WORDS)].sort(
    (a, b) => b[0].length - a[0].length,
  );
  for (const [phrase, english] of phrases) {
    let at = rest.indexOf(phrase);
    while (at >= 0) {
      const before = rest[at - 1] ?? ' ';
      const after = rest[at + phrase.length] ?? ' ';
      // CJK words have no spaces around them; Latin ones must stand alone.
      const cjk = /[\u3040-\u9fff]/.test(phrase);
      if (cjk || (/[\s-]/.test(before) && /[\s-]/.test(after))) {
        out.push({ at, word: english });
        rest = rest.slice(0, at) + ' '.repeat(phrase.length) + rest.slice(at + phrase.length);
      }
      at = rest.indexOf(phrase, at + 1);
    }
  }
  let index = 0;
  for (const word of rest.split(' ')) {
    if (word !== '' && word !== '-') out.push({ at: index, word });
    index += word.length + 1;
  }
  return out.sort((a, b) => a.at - b.at).flatMap((w) => w.word.split(' ').filter((x) => x !== ''));
}

function ownerOf(subtype: string, types: readonly string[]): string | undefined {
  const s = subtype.toLowerCase();
  const has = (t: string): boolean => types.includes(t);
  if (LAND_TYPES.has(s) && has('land')) return 'land';
  if (ARTIFACT_TYPES.has(s) && has('artifact')) return 'artifact';
  if (ENCHANTMENT_TYPES.has(s) && has('enchantment')) return 'enchantment';
  if (SPELL_TYPES.has(s) && (has('instant') || has('sorcery'))) return has('instant') ? 'instant' : 'sorcery';
  if (BATTLE_TYPES.has(s) && has('battle')) return 'battle';
  for (const t of ['creature', 'kindred', 'tribal', 'planeswalker', 'plane']) if (has(t)) return t;
  return types[types.length - 1];
}

function assignSubtypes(types: readonly string[], subtypes: readonly string[]): TypeGroup[] {
  const groups = new Map<string, string[]>(types.map((t) => [t, []]));
  const orphans: string[] = [];
  for (const subtype of subtypes) {
    const owner = ownerOf(subtype, types);
    if (owner === undefined) orphans.push(subtype);
    else groups.get(owner)?.push(subtype);
  }
  const result: TypeGroup[] = types.map((t) => ({
    type: CARD_TYPES.has(t) ? (t as CardType) : t,
    subtypes: groups.get(t) ?? [],
  }));
  if (orphans.length > 0) result.push({ type: '', subtypes: orphans });
  return result;
}

/** True when the word is a card type the card format knows. */
export function isCardType(word: string): word is CardType {
  return CARD_TYPES.has(word);
}
