import { COLOR_NAMES, type Color } from '../../mana/mana-symbol.js';
import { someNode } from '../../templates/some-node.js';
import type {
  AttachedHow,
  Amount,
  CardType,
  Designation,
  Description,
  Keyword,
  Noun,
  Quality,
  SharedCharacteristic,
  Subject,
  Supertype,
} from '../../templates/card-template.js';
import { DESIGNATIONS } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { KEYWORD_NAMES, TRIGGERED_KEYWORD_NAMES } from '../keywords.js';
import { amount, amountExpression } from './amount.js';
import { subtype } from './subtypes.js';

/**
 * Object descriptions (rule 109): "nonblack creature", "artifact or enchantment", "creature card in your
 * graveyard", "Goblin you control", "creature with flying", "creatures your opponents control". The determiner
 * before it ("target", "each", "a", "another") is the caller's; this reads adjectives, the head noun(s) and the
 * clauses after them. Returns null without moving when no head noun is found.
 */
export function description(s: Scanner): Description | null {
  if (!mayStartDescription(s)) return null;
  const start = s.mark();
  // Adjectives before "or"/"," with no noun yet: alternatives sharing the noun that comes later.
  const alternatives: Quality[] = [];
  // Adjectives, then one or more nouns joined by "or": "white or blue creature", "artifact or enchantment".
  const groups: Group[] = [];
  for (;;) {
    const before = s.mark();
    const adjectives = adjectiveGroup(s);
    const head = headNoun(s);
    if (head) {
      // The adjectives of one group all hold: "basic land card" is basic and a land.
      const joined = joinAlternatives(alternatives, adjectives);
      alternatives.length = 0;
      groups.push({ adjectives: joined, head });
    } else if (adjectives.length > 0 && groups.length === 0 && joinsMore(s)) {
      // "white or blue creature": the first adjective shares the noun that comes later.
      alternatives.push(...adjectives);
      continue;
    } else {
      s.reset(before);
      break;
    }
    if (!joinsMore(s)) break;
  }
  if (groups.length === 0) {
    s.reset(start);
    return null;
  }
  subtypeAlternatives(groups);
  // A later noun with adjectives of its own is an alternative of its own: "white creature or black creature".
  const separate = groups.slice(1).some((g) => g.adjectives.length > 0);
  const described = separate ? separateGroups(groups) : sharedAdjectives(groups);
  if (!described) {
    s.expected('alternatives joined by "or" whose nouns are card types, such as "white creature or black artifact"');
    s.reset(start);
    return null;
  }
  for (let clause = suffixClause(s); clause; clause = suffixClause(s)) described.qualities.push(...clause);
  return described;
}

/**
 * "other …" before a description: not the source (109.5, `other`); but "all other permanents with the same name as
 * that permanent", "each other creature that shares a color with it": other than the object compared with.
 */
export function otherThan(d: Description): Description {
  if (!d.qualities.some((q) => q.kind === 'shares' && q.with === 'it')) {
    return { nouns: d.nouns, qualities: [...d.qualities, { kind: 'other' }] };
  }
  return {
    nouns: d.nouns,
    qualities: d.qualities.map((q) => (q.kind === 'shares' && q.with === 'it' ? { ...q, other: true } : q)),
  };
}

const SHARED: Readonly<Record<string, SharedCharacteristic>> = {
  color: 'color',
  'creature type': 'creatureType',
  'card type': 'cardType',
};

/**
 * 201.2, 105.2, 205.3, 205.2a: "with the same name as that permanent", "that shares a color with it", "that share a
 * creature type with ~", "that shares a card type with enchanted creature". Null, unmoved, otherwise.
 */
function sharesClause(s: Scanner): Quality | null {
  const save = s.mark();
  if (s.words('with the same name as')) {
    const ref = sharedWith(s);
    if (ref) return { kind: 'shares', what: 'name', with: ref, other: false };
    s.expected("what it is compared with, such as 'it', 'that creature' or '~'");
    s.reset(save);
    return null;
  }
  if (!(s.words('that shares') || s.words('that share'))) return null;
  const shared = sharesWhat(s);
  if (!shared) s.reset(save);
  return shared;
}

/**
 * After "shares"/"share": "a creature type with ~", "a color with it" (205.3, 105.2, 205.2a) — also the predicate of a
 * condition ("If it shares a creature type with ~, …"). Null, unmoved, otherwise.
 */
export function sharesWhat(s: Scanner): Quality | null {
  const save = s.mark();
  const found = s.words('a') ? s.oneOf(Object.keys(SHARED)) : null;
  const what = found === null ? null : (SHARED[found] ?? null);
  if (what === null || !s.words('with')) {
    s.reset(save);
    return null;
  }
  const ref = sharedWith(s);
  if (ref) return { kind: 'shares', what, with: ref, other: false };
  s.expected("what it is compared with, such as 'it', 'that creature' or '~'");
  s.reset(save);
  return null;
}

/** "it", "that creature" (the object named before, 608.2c), "~", "enchanted creature", "equipped creature". */
function sharedWith(s: Scanner): 'it' | 'self' | AttachedHow | null {
  if (s.symbol('~')) return 'self';
  if (s.words('it') || s.oneOf(THAT_OBJECTS)) return 'it';
  if (s.words('enchanted creature') || s.words('enchanted permanent')) return 'enchanted';
  if (s.words('equipped creature')) return 'equipped';
  return null;
}

/**
 * Whether `value` compares with "it" ("that shares a creature type with it"): the object a resolving text named
 * (608.2c), which a static ability has none of.
 */
export function comparesWithIt(value: unknown): boolean {
  return someNode(value, (node) => node['kind'] === 'shares' && node['with'] === 'it');
}

const THAT_OBJECTS = ['that creature', 'that permanent', 'that artifact', 'that enchantment', 'that land'] as const;

/** A noun with the adjectives written before it: "Chandra planeswalker" (spell). */
interface Group {
  readonly adjectives: readonly Quality[];
  readonly head: Head;
}

/**
 * "Vampire or Wizard creature card", "tapped Merfolk or Kithkin creature", "Kraken, Leviathan, Octopus, or Serpent
 * creature card": subtypes read as nouns of their own ("target Goblin") before a group whose first adjective is a
 * subtype are alternatives of that adjective, sharing its noun as "white or blue creature" shares one; adjectives
 * before the first of them hold for the whole ("tapped"). Merged in place.
 */
function subtypeAlternatives(groups: Group[]): void {
  for (let at = 0; at < groups.length; at++) {
    if (!isSubtypeNoun(groups[at] as Group)) continue;
    let end = at + 1;
    while (end < groups.length && isSubtypeNoun(groups[end] as Group) && groups[end]?.adjectives.length === 0) end++;
    const next = groups[end];
    const first = next?.adjectives[0];
    if (!next || first?.kind !== 'subtype' || first.negated) continue;
    const subtypes = groups.slice(at, end).map((g) => g.head.quality as Quality);
    groups.splice(at, end - at + 1, {
      adjectives: [...(groups[at]?.adjectives ?? []), anyOf([...subtypes, first]), ...next.adjectives.slice(1)],
      head: next.head,
    });
  }
}

/** "Goblin" read as a noun: a permanent of that subtype. */
function isSubtypeNoun(group: Group): boolean {
  return group.head.noun === 'permanent' && group.head.quality?.kind === 'subtype';
}

/**
 * "Goblin or Elf creature", "red creature or spell", "artifact or enchantment": adjectives written once hold for
 * every noun (and subtype nouns joined by "or" are alternatives: "Mountain or Plains").
 */
function sharedAdjectives(groups: readonly Group[]): { nouns: Noun[]; qualities: Quality[] } {
  const nouns: Noun[] = [];
  const qualities: Quality[] = [];
  const headQualities: Quality[] = [];
  for (const { adjectives, head } of groups) {
    qualities.push(...adjectives);
    if (head.quality) headQualities.push(head.quality);
    if (!nouns.includes(head.noun)) nouns.push(head.noun);
  }
  if (headQualities.length > 1) qualities.push(anyOf(headQualities));
  else qualities.push(...headQualities);
  return { nouns, qualities };
}

/**
 * "white creature or black creature", "Elemental spell or a Chandra planeswalker spell", "land card or a Desert card":
 * each group's adjectives hold for its own noun only, so the description is one of the groups. Null when the nouns
 * differ and one of them is no card type a quality can say ("creature card or an artifact creature").
 */
function separateGroups(groups: readonly Group[]): { nouns: Noun[]; qualities: Quality[] } | null {
  const nouns = [...new Set(groups.map((g) => g.head.noun))];
  const typed = nouns.length > 1;
  if (typed && !nouns.every(isTypeNoun)) return null;
  const alternatives = groups.map(({ adjectives, head }) => {
    const all = [...adjectives];
    if (head.quality) all.push(head.quality);
    if (typed) all.push({ kind: 'type', type: head.noun as CardType, negated: false });
    return all.length === 1 ? (all[0] as Quality) : ({ kind: 'allOf', qualities: all } as const);
  });
  return { nouns, qualities: [anyOf(alternatives)] };
}

/** Nouns that are card types (205.2a), so a type quality can say them. */
function isTypeNoun(noun: Noun): boolean {
  return PERMANENT_NOUNS.includes(noun) && noun !== 'permanent';
}

/**
 * The clauses after a description's noun ("you control", "with flying"), also where other words came between: "a
 * creature of your choice with shadow". Empty when none.
 */
export function descriptionClauses(s: Scanner): Quality[] {
  const qualities: Quality[] = [];
  for (;;) {
    const clause = suffixClause(s);
    if (!clause) break;
    qualities.push(...clause);
  }
  return qualities;
}

/** The nouns that name permanents (110.1). */
const PERMANENT_NOUNS: readonly Noun[] = [
  'permanent',
  'creature',
  'artifact',
  'enchantment',
  'land',
  'planeswalker',
  'battle',
];

/**
 * Whether a description names only permanents: what can be sacrificed (701.17a) or tapped, as opposed to players,
 * spells or cards.
 */
export function namesPermanents(d: Description): boolean {
  return d.nouns.length > 0 && d.nouns.every((n) => PERMANENT_NOUNS.includes(n));
}

/**
 * Whether a description may start at the next word: a known adjective or noun, or a capitalized word (a subtype).
 * A cheap first check, since descriptions are tried at many places where none starts.
 */
export function mayStartDescription(s: Scanner): boolean {
  const word = s.peekWord();
  if (word === '') return false;
  if (SIMPLE_ADJECTIVES.has(word) || NOUN_WORDS.has(word) || TYPE_WORDS.has(word)) return true;
  if (word === 'opponent' || word === 'opponents' || word === 'token' || word === 'tokens') return true;
  if (word.startsWith('non-')) return true;
  // Subtypes are written capitalized (see subtypes.ts).
  const first = s.peekCode();
  return first >= 65 && first <= 90;
}

/** Whether "or", "and", "and/or" or a comma comes next: what every joiner of alternatives starts with. */
function joinerNext(s: Scanner): boolean {
  const word = s.peekWord();
  return word === 'or' || word === 'and' || (word === '' && s.peekCode() === 44);
}

/** "or", ", or", "," between alternatives; leaves the scanner after the joiner only when one was read. */
function joinsMore(s: Scanner): boolean {
  if (!joinerNext(s)) return false;
  const save = s.mark();
  // "and/or" and "and" join types before "cards"/"spells" like "or" ("instant and/or sorcery cards", "instant and
  // sorcery spells", "artifact, instant, and sorcery spells": each is one or the other); elsewhere ("Walls and/or
  // creatures with flying", "each creature and each player") they join whole descriptions, which the phrase using them
  // reads.
  const or =
    s.words(', or') ||
    s.words('or') ||
    (alternativesBeforeKindNoun(s) && (s.words('and/or') || s.words(', and') || s.words('and')));
  // "all artifacts and enchantments", "each creature and planeswalker you don't control": permanent types joined by
  // "and" right before the type's noun are alternatives too (each object is one or the other).
  if (!or && s.peekWord() === 'and' && s.words('and')) {
    if (PERMANENT_TYPE_NOUNS.has(s.peekWord())) return true;
    s.reset(save);
    return false;
  }
  if (or || s.symbol(',')) {
    // "a Mountain or a Plains": the article may be repeated after "or".
    if (or && !(s.words('a') || s.words('an'))) s.words('an');
    // A comma that ends the description ("…, draw a card") joins nothing: the next word must start a noun.
    const after = s.mark();
    if (adjectiveGroup(s).length > 0 || headNoun(s)) {
      s.reset(after);
      return true;
    }
  }
  s.reset(save);
  return false;
}

/** A yes/no quality that can be one of several alternatives: "white or blue", "instant or sorcery", "Plains or Island". */
function isAlternative(q: Quality): boolean {
  return (q.kind === 'color' || q.kind === 'type' || q.kind === 'subtype') && !q.negated;
}

/**
 * "white or blue creature", "red or green creature card", "Plains or Island card": the adjectives before "or" and
 * the first of the same kind in the last group are one anyOf; the rest of the last group all hold ("creature").
 * Negated adjectives listed with commas ("nonartifact, nonblack creature") all hold.
 */
function joinAlternatives(before: readonly Quality[], group: Quality[]): Quality[] {
  // Nearly every description has no adjective before an "or": nothing to join.
  if (before.length === 0) return group;
  // The alternatives are the adjectives of the kind written right before "or": in "red instant or sorcery spell" the
  // types, while "red" holds for both.
  const last = before.findLast(isAlternative);
  const options = last ? before.filter((q) => isAlternative(q) && q.kind === last.kind) : [];
  const rest = before.filter((q) => !options.includes(q));
  const first = options[0];
  if (!first) return [...rest, ...group];
  const at = group.findIndex((q) => isAlternative(q) && q.kind === first.kind);
  if (at < 0) return [...rest, anyOf(options), ...group];
  return [...rest, anyOf([...options, group[at] as Quality]), ...group.filter((_, i) => i !== at)];
}

function anyOf(qualities: readonly Quality[]): Quality {
  return { kind: 'anyOf', qualities };
}

const COLORS = Object.entries(COLOR_NAMES).map(([color, name]) => ({
  color: color as Color,
  name: name.toLowerCase(),
}));

const TYPE_ADJECTIVES: readonly CardType[] = [
  'artifact',
  'creature',
  'enchantment',
  'land',
  'planeswalker',
  'instant',
  'sorcery',
  'battle',
  'tribal',
  'kindred',
];

const SUPERTYPE_WORDS: readonly Supertype[] = ['legendary', 'basic', 'snow', 'world'];

/** Adjectives before a noun: colors, "non-" forms, supertypes, state words, subtypes, card types used as adjectives. */
function adjectiveGroup(s: Scanner): Quality[] {
  const out: Quality[] = [];
  for (;;) {
    const q = adjective(s);
    if (!q) return out;
    out.push(q);
  }
}

/**
 * One-word adjectives by their (lower-case) word: colors and "non" colors, supertypes and their "non" forms,
 * "non" card types, and state words. Built once; `adjective` looks the next word up instead of trying each.
 */
const SIMPLE_ADJECTIVES: ReadonlyMap<string, Quality> = buildSimpleAdjectives();

function buildSimpleAdjectives(): Map<string, Quality> {
  const map = new Map<string, Quality>();
  for (const { color, name } of COLORS) {
    map.set(name, { kind: 'color', color, negated: false });
    map.set(`non${name}`, { kind: 'color', color, negated: true });
    map.set(`non-${name}`, { kind: 'color', color, negated: true });
  }
  for (const count of ['colorless', 'multicolored', 'monocolored'] as const)
    map.set(count, { kind: 'colorCount', count });
  for (const supertype of SUPERTYPE_WORDS) {
    map.set(supertype, { kind: 'supertype', supertype, negated: false });
    map.set(`non${supertype}`, { kind: 'supertype', supertype, negated: true });
    map.set(`non-${supertype}`, { kind: 'supertype', supertype, negated: true });
  }
  for (const type of TYPE_ADJECTIVES) {
    map.set(`non${type}`, { kind: 'type', type, negated: true });
    map.set(`non-${type}`, { kind: 'type', type, negated: true });
  }
  map.set('untapped', { kind: 'tapped', tapped: false });
  map.set('tapped', { kind: 'tapped', tapped: true });
  map.set('nontoken', { kind: 'token', token: false });
  // 702.112b, 701.31b.
  for (const designation of DESIGNATIONS) map.set(designation, { kind: 'designated', designation, negated: false });
  // 702.95b.
  map.set('paired', { kind: 'paired', paired: true });
  map.set('unpaired', { kind: 'paired', paired: false });
  // 702.33d: "Whenever you cast a kicked spell".
  map.set('kicked', { kind: 'kicked' });
  map.set('attacking', { kind: 'combat', roles: ['attacking'] });
  map.set('blocking', { kind: 'combat', roles: ['blocking'] });
  return map;
}

const TYPE_WORDS: ReadonlySet<string> = new Set(TYPE_ADJECTIVES);

/** One adjective that stands alone after "is": "untapped", "attacking", "red", "legendary", "nontoken". */
export function simpleAdjective(s: Scanner): Quality | null {
  const word = s.peekWord();
  const simple = SIMPLE_ADJECTIVES.get(word);
  if (!simple) return null;
  s.words(word);
  return simple;
}

function adjective(s: Scanner): Quality | null {
  const save = s.mark();
  const word = s.peekWord();
  if (word === '') return null;
  if (word === 'attacking' && s.words('attacking or blocking'))
    return { kind: 'combat', roles: ['attacking', 'blocking'] };
  const simple = SIMPLE_ADJECTIVES.get(word);
  if (simple) {
    s.words(word);
    return simple;
  }
  // A card type is an adjective only when a noun follows: "artifact creature", "creature card", "instant spell".
  if (TYPE_WORDS.has(word)) {
    s.words(word);
    if (followedByNoun(s) || alternativesBeforeKindNoun(s))
      return { kind: 'type', type: word as CardType, negated: false };
    s.reset(save);
    return null;
  }
  if (word.startsWith('non-')) {
    s.words('non-');
    const negated = subtype(s);
    if (negated) return { kind: 'subtype', subtype: negated.subtype, negated: true };
    s.reset(save);
    return null;
  }
  const named = subtype(s);
  if (named) {
    // "Plains or Island card": subtypes before "or" share the noun too.
    if (followedByNoun(s) || alternativesBeforeKindNoun(s)) {
      return { kind: 'subtype', subtype: named.subtype, negated: false };
    }
    s.reset(save);
  }
  return null;
}

/** Whether a head noun comes next (after more adjectives), without moving. */
function followedByNoun(s: Scanner): boolean {
  const save = s.mark();
  adjectiveGroup(s);
  const found = headNoun(s) !== null;
  s.reset(save);
  return found;
}

/**
 * "instant or sorcery spell", "artifact or creature card", "Plains or Island card", "instant and/or sorcery cards",
 * "instant and sorcery spells": types or subtypes joined by "or" (or "and/or", "and") before spell/card/permanent are
 * adjectives sharing that noun, as alternatives. "artifact or creature" (no such noun after) stays two nouns.
 */
function alternativesBeforeKindNoun(s: Scanner): boolean {
  if (!joinerNext(s)) return false;
  const save = s.mark();
  let found = false;
  while (s.words(', or') || s.words('or') || s.words('and/or') || s.words(', and') || s.words('and') || s.symbol(',')) {
    if (!s.oneOf(TYPE_ADJECTIVES) && !subtype(s)) break;
    const at = s.mark();
    if (s.oneOf(['spells', 'spell', 'cards', 'card', 'permanents', 'permanent'])) {
      found = true;
      break;
    }
    s.reset(at);
  }
  s.reset(save);
  return found;
}

interface Head {
  readonly noun: Noun;
  /** A quality the noun itself carries: "Goblin" is a permanent with that subtype, "token" a token permanent. */
  readonly quality: Quality | null;
}

/** Head nouns by their word, singular and plural. */
const NOUN_WORDS: ReadonlyMap<string, Noun> = new Map(
  (
    [
      ['creature', 'creatures', 'creature'],
      ['artifact', 'artifacts', 'artifact'],
      ['enchantment', 'enchantments', 'enchantment'],
      ['land', 'lands', 'land'],
      ['planeswalker', 'planeswalkers', 'planeswalker'],
      ['battle', 'battles', 'battle'],
      ['permanent', 'permanents', 'permanent'],
      ['spell', 'spells', 'spell'],
      ['card', 'cards', 'card'],
      ['player', 'players', 'player'],
      ['source', 'sources', 'source'],
    ] as const
  ).flatMap(([one, many, noun]): [string, Noun][] => [
    [one, noun],
    [many, noun],
  ]),
);

const PERMANENT_TYPE_NOUNS: ReadonlySet<string> = new Set(
  ['artifact', 'creature', 'enchantment', 'land', 'planeswalker', 'battle'].flatMap((t) => [t, `${t}s`]),
);

const PERMANENT_CARD: Quality = {
  kind: 'anyOf',
  qualities: (['artifact', 'battle', 'creature', 'enchantment', 'land', 'planeswalker'] as const).map(
    (type): Quality => ({ kind: 'type', type, negated: false }),
  ),
};

function headNoun(s: Scanner): Head | null {
  const word = s.peekWord();
  if (word === '') return null;
  const noun = NOUN_WORDS.get(word);
  if (noun) {
    s.words(word);
    // 110.4b: "permanent card", "permanent cards": a card with a permanent type.
    if (noun === 'permanent' && (s.words('cards') || s.words('card'))) return { noun: 'card', quality: PERMANENT_CARD };
    // "creature token": the noun, and a token (111).
    const next = s.peekWord();
    if ((next === 'token' || next === 'tokens') && s.words(next))
      return { noun, quality: { kind: 'token', token: true } };
    return { noun, quality: null };
  }
  if (word === 'opponent' || word === 'opponents') {
    s.words(word);
    return { noun: 'player', quality: { kind: 'controller', who: 'opponent' } };
  }
  if (word === 'token' || word === 'tokens') {
    s.words(word);
    return { noun: 'permanent', quality: { kind: 'token', token: true } };
  }
  const save = s.mark();
  const named = subtype(s);
  if (named) {
    // "target Goblin", "each Wall": a permanent of that subtype; "Aura spell" is read as an adjective instead.
    if (named.type === 'spell') {
      s.reset(save);
      return null;
    }
    return { noun: 'permanent', quality: { kind: 'subtype', subtype: named.subtype, negated: false } };
  }
  return null;
}

/**
 * The clauses that may follow a description after words of its own phrase: "You choose a nonland card from it with
 * converted mana cost 3 or less" (after "from it"). Empty when none follows.
 */
export function trailingClauses(s: Scanner): Quality[] {
  const out: Quality[] = [];
  for (;;) {
    const clause = suffixClause(s);
    if (!clause) return out;
    out.push(...clause);
  }
}

/** Clauses after the noun: "you control", "with flying", "with power 2 or less", "in your graveyard". */
function suffixClause(s: Scanner): Quality[] | null {
  // Most descriptions end at their noun ("target creature."): one look at the next word says no clause starts there.
  if (!SUFFIX_STARTS.has(s.peekWord())) return null;
  if (s.words('you control')) return [{ kind: 'controller', who: 'you' }];
  if (s.words("you don't control") || s.words('you do not control')) return [{ kind: 'controller', who: 'opponent' }];
  if (s.words('an opponent controls') || s.words('your opponents control') || s.words('opponents control')) {
    return [{ kind: 'controller', who: 'opponent' }];
  }
  if (s.words('you own')) return [{ kind: 'owner', who: 'you' }];
  if (s.peekWord() === 'named') return cardName(s);
  // 506.2: "each creature defending player controls", "target artifact defending player controls".
  if (s.words('defending player controls')) return [{ kind: 'controlledBy', player: 'defending' }];
  // "Whenever ~ deals combat damage to a player, destroy target artifact that player controls": the player the
  // trigger is about (or named since, 608.2c), read only where the trigger names one (Scanner.thatPlayer).
  const that = s.peekWord();
  if (that === "that's" || that === 'that’s' || that === 'that') {
    const relative = relativeClause(s);
    if (relative) return [relative];
  }
  if (that === 'that' || that === 'with') {
    const shared = sharesClause(s);
    if (shared) return [shared];
  }
  if (that === 'that') {
    const targets = targetsClause(s);
    if (targets) return [targets];
  }
  if (that === 'that') {
    if (s.thatPlayer && s.words('that player controls')) return [{ kind: 'controlledBy', player: 'that' }];
    if (!s.thatPlayer) {
      const at = s.mark();
      if (s.words('that player controls')) {
        s.reset(at);
        s.expected(
          "'that player controls' only in a trigger about a player, such as 'deals combat damage to a player'",
        );
      }
    }
  }
  // "target permanent other than ~", "a creature other than ~": not the source, as "another" (109.5).
  if (s.peekWord() === 'other') {
    const other = s.mark();
    if (s.words('other than') && s.symbol('~')) return [{ kind: 'other' }];
    s.reset(other);
  }
  if (s.words('on the battlefield')) return [];
  // 607.2a: "all cards exiled with ~", "each creature card exiled with ~": what the source's abilities exiled (as "the
  // exiled card" says), also after the source left the battlefield to pay for the ability reading it.
  if (that === 'exiled') {
    const exiled = s.mark();
    if (s.words('exiled with') && s.symbol('~')) return [{ kind: 'exiledWith' }];
    s.reset(exiled);
  }
  // 614.12: what the source's controller chose as it entered ("As ~ enters the battlefield, choose a color.").
  if (s.words('of the chosen color')) return [{ kind: 'chosen', what: 'color' }];
  if (s.words('of the chosen type') || s.words('of the chosen creature type'))
    return [{ kind: 'chosen', what: 'type' }];
  const zone = zoneClause(s);
  if (zone) return [zone];
  const damaged = dealtDamageBy(s);
  if (damaged) return [damaged];
  // 120.3: "target creature that was dealt damage this turn", by any source (the turn's record).
  if (s.words('that was dealt damage this turn') || s.words('that were dealt damage this turn'))
    return [{ kind: 'wasDealtDamage' }];
  const save = s.mark();
  if (s.words('without')) {
    const keyword = keywordWord(s);
    if (keyword) return [{ kind: 'keyword', keyword, negated: true }];
    const counter = counterOn(s, true);
    if (counter) return [counter];
    s.reset(save);
    return null;
  }
  if (s.words('with')) {
    const had = possessed(s);
    if (had) return [had];
    s.reset(save);
  }
  return null;
}

/** The first words of the clauses `suffixClause` reads: keep in step with it. */
const SUFFIX_STARTS: ReadonlySet<string> = new Set([
  'you',
  'an',
  'your',
  'opponents',
  'named',
  'defending',
  "that's",
  'that’s',
  'that',
  'other',
  'on',
  'of',
  'in',
  'from',
  'dealt',
  'without',
  'with',
  'exiled',
]);

/**
 * What "with" asks an object to have, also after "has" in a condition ("If it has flying", "if that creature has a
 * +1/+1 counter on it", "if it has converted mana cost 2 or less"): a keyword (702), a counter (122.1) or a value
 * compared (208, 202.3). Null, unmoved, otherwise.
 */
export function possessed(s: Scanner): Quality | null {
  const keyword = keywordWord(s);
  if (keyword) return { kind: 'keyword', keyword, negated: false };
  return counterOn(s, false) ?? comparison(s);
}

/**
 * A card name after "named": capitalized words, with lower-case joining words and commas inside ("Gideon, the
 * Oathsworn", "Ral, Caller of Storms", "Mu Yanling"), up to the first word that can't go on one (", reveal it").
 */
const CARD_NAME = /[A-Z][\w'’-]*(?:,? (?:(?:of|the|to|from|in|and|a|an|for|with) )*[A-Z][\w'’-]*)*/y;

/** 201.2: "named Gideon, the Oathsworn". */
function cardName(s: Scanner): Quality[] | null {
  const save = s.mark();
  s.words('named');
  // "cards named ~": the source's own name. Not "named ~ Twin", a token's name written after it.
  if (s.peekCode() === 126) {
    const at = s.mark();
    if (s.symbol('~') && !/^[A-Za-z']/.test(s.peekWord())) return [{ kind: 'named', name: null }];
    s.reset(at);
  }
  const name = s.regex(CARD_NAME);
  if (name) return [{ kind: 'named', name: name[0] }];
  s.expected("a card name after 'named'");
  s.reset(save);
  return null;
}

/**
 * "spell that targets a creature", "… that targets a permanent you control", "… that targets you", "… that targets ~"
 * (115.1): what one of a spell's targets is. Null, unmoved, otherwise ("that targets only …" is not read).
 */
function targetsClause(s: Scanner): Quality | null {
  const save = s.mark();
  if (!s.words('that targets')) return null;
  if (s.symbol('~')) return { kind: 'targets', what: null };
  if (s.words('you'))
    return { kind: 'targets', what: { nouns: ['player'], qualities: [{ kind: 'controller', who: 'you' }] } };
  if (s.words('a') || s.words('an')) {
    const what = description(s);
    if (what) return { kind: 'targets', what };
  }
  s.reset(save);
  return null;
}

/**
 * A relative clause with an adjective (109.2): "creature that's attacking or blocking", "permanents that aren't
 * legendary", "that's black or red" (adjectives joined by "or": any of them), "that isn't tapped". Null unmoved.
 */
function relativeClause(s: Scanner): Quality | null {
  const save = s.mark();
  let negated: boolean;
  if (s.words("that's") || s.words('that’s') || s.words('that is') || s.words('that are')) negated = false;
  else if (s.words("that isn't") || s.words("that aren't") || s.words('that is not') || s.words('that are not'))
    negated = true;
  else return null;
  const options: Quality[] = [];
  for (;;) {
    const q = predicateAdjective(s);
    if (!q) break;
    options.push(q);
    const before = s.mark();
    if (!(s.words(', or') || s.words('or') || s.symbol(','))) break;
    if (!SIMPLE_ADJECTIVES.has(s.peekWord())) {
      s.reset(before);
      break;
    }
  }
  const one = options.length === 1 ? options[0] : options.length > 1 ? anyOf(options) : undefined;
  const quality = one && negated ? negatedQuality(one) : one;
  if (quality) return quality;
  s.reset(save);
  return null;
}

/** After "that's": an adjective that stands alone ("attacking or blocking", "legendary", "tapped", "black"). */
function predicateAdjective(s: Scanner): Quality | null {
  const word = s.peekWord();
  if (word === 'attacking' && s.words('attacking or blocking'))
    return { kind: 'combat', roles: ['attacking', 'blocking'] };
  const simple = SIMPLE_ADJECTIVES.get(word);
  if (!simple) return null;
  s.words(word);
  return simple;
}

/** "that aren't legendary": the adjective's opposite, where it has one. */
function negatedQuality(q: Quality): Quality | null {
  switch (q.kind) {
    case 'color':
    case 'type':
    case 'subtype':
    case 'supertype':
    case 'designated':
      return { ...q, negated: !q.negated };
    case 'tapped':
      return { kind: 'tapped', tapped: !q.tapped };
    case 'paired':
      return { kind: 'paired', paired: !q.paired };
    case 'token':
      return { kind: 'token', token: !q.token };
    default:
      return null;
  }
}

/** "dealt damage by ~ this turn", "dealt damage by equipped creature this turn" (the turn's record of damage). */
function dealtDamageBy(s: Scanner): Quality | null {
  const save = s.mark();
  if (!s.words('dealt damage by')) return null;
  // Not "by enchanted creature": its trigger's "that creature" (Vampiric Embrace) is the enchanted one, not the one
  // that died, which "it" can't say.
  let by: 'self' | 'equipped' | null = null;
  if (s.symbol('~')) by = 'self';
  else if (s.words('equipped creature')) by = 'equipped';
  if (by !== null && s.words('this turn')) return { kind: 'dealtDamageBy', by };
  s.expected("who dealt it damage, such as 'by ~ this turn'");
  s.reset(save);
  return null;
}

const COUNTER_ON =
  /(?:an?|one or more)\s+(?:([+-]\d+\/[+-]\d+|[a-z][a-z-]*)\s+)?counters?\s+on\s+(?:it|them)(?![\w])/iy;

/** "a +1/+1 counter on it", "one or more counters on them" after "with"/"without" (122.1). */
function counterOn(s: Scanner, negated: boolean): Quality | null {
  const m = s.regex(COUNTER_ON);
  if (!m) return null;
  return { kind: 'counter', counter: m[1] === undefined ? null : m[1].toLowerCase(), negated };
}

/** Keywords a description may ask about: the keyword abilities, and triggered ones that are keywords ("flanking"). */
const DESCRIBED_KEYWORDS: readonly Keyword[] = [...KEYWORD_NAMES, ...TRIGGERED_KEYWORD_NAMES];

function keywordWord(s: Scanner): Keyword | null {
  return s.oneOf(DESCRIBED_KEYWORDS);
}

/**
 * "power 2 or less", "toughness 4 or greater", "mana value 3 or less", old "converted mana cost 3 or less" (202.3);
 * "converted mana cost X or less" (107.3a), "power less than ~'s power", "power less than or equal to the number of
 * Islands you control", "converted mana cost equal to …": a number is a `compare`, another amount a `compareTo`.
 */
function comparison(s: Scanner): Quality | null {
  if (s.peekWord() === 'the') return sameAsSource(s);
  const save = s.mark();
  const property = propertyWord(s);
  return property === null ? null : comparedTo(s, property, save);
}

function propertyWord(s: Scanner): 'power' | 'toughness' | 'manaValue' | null {
  if (s.words('power')) return 'power';
  if (s.words('toughness')) return 'toughness';
  if (s.words('mana value') || s.words('converted mana cost')) return 'manaValue';
  return null;
}

/**
 * After "its" in a condition (608.2c): "power is 10 or greater", "converted mana cost is 2 or less", "power is less
 * than ~'s power" — the same comparison as "with power 10 or greater". Null, unmoved, otherwise.
 */
export function propertyIs(s: Scanner): Quality | null {
  const save = s.mark();
  const property = propertyWord(s);
  if (property === null || !s.words('is')) {
    s.reset(save);
    return null;
  }
  return comparedTo(s, property, save);
}

function comparedTo(s: Scanner, property: 'power' | 'toughness' | 'manaValue', save: number): Quality | null {
  const before = comparisonWords(s);
  const value = before === null ? amount(s) : (amount(s) ?? amountExpression(s, sourcePossessor));
  if (!value || !describedAmount(value)) {
    s.expected("a number to compare with, such as '2 or less', 'X or less' or 'less than ~'s power'");
    s.reset(save);
    return null;
  }
  let op: '<' | '<=' | '=' | '>=' | '>' = before ?? '=';
  if (before === null) {
    if (s.words('or less')) op = '<=';
    else if (s.words('or greater') || s.words('or more')) op = '>=';
  }
  if (value.kind === 'fixed') {
    // With whole numbers, "less than 3" is "2 or less".
    if (op === '<') return { kind: 'compare', property, op: '<=', value: value.value - 1 };
    if (op === '>') return { kind: 'compare', property, op: '>=', value: value.value + 1 };
    return { kind: 'compare', property, op, value: value.value };
  }
  return { kind: 'compareTo', property, op, amount: value };
}

/**
 * "the same converted mana cost as ~", "the same mana value as ~", "the same power as ~" (transmute, 702.53a): equal
 * to the source's, as it is now (in the graveyard after "Discard ~").
 */
function sameAsSource(s: Scanner): Quality | null {
  const save = s.mark();
  if (!s.words('the same')) return null;
  let property: 'power' | 'toughness' | 'manaValue' | null = null;
  if (s.words('mana value') || s.words('converted mana cost')) property = 'manaValue';
  else if (s.words('power')) property = 'power';
  else if (s.words('toughness')) property = 'toughness';
  if (property !== null && s.words('as') && s.symbol('~')) {
    return { kind: 'compareTo', property, op: '=', amount: { kind: 'property', property, of: { kind: 'self' } } };
  }
  s.expected("'the same converted mana cost as ~'", save);
  s.reset(save);
  return null;
}

/** "less than", "less than or equal to", "greater than", "greater than or equal to", "equal to"; null unmoved. */
function comparisonWords(s: Scanner): '<' | '<=' | '=' | '>=' | '>' | null {
  const word = s.peekWord();
  if (word === 'less') {
    if (s.words('less than or equal to')) return '<=';
    if (s.words('less than')) return '<';
  } else if (word === 'greater') {
    if (s.words('greater than or equal to')) return '>=';
    if (s.words('greater than')) return '>';
  } else if (word === 'equal' && s.words('equal to')) return '=';
  return null;
}

/** The one possessor a description's amount may name: its source ("~'s power", rules/describe/compared-amount.ts). */
function sourcePossessor(s: Scanner): Subject | null {
  return s.symbol("~'s") ? { kind: 'self' } : null;
}

/**
 * Whether a description can work an amount out as it is checked (rules/describe/compared-amount.ts): a number, X,
 * a count, a devotion, or a property of the source. Others only a resolving effect knows.
 */
function describedAmount(a: Amount): boolean {
  switch (a.kind) {
    case 'fixed':
    case 'variable':
    case 'count':
    case 'devotion':
    case 'party':
    case 'basicLandTypes':
    case 'lifeTotal':
    case 'greatest':
    case 'least':
    case 'total':
      return true;
    case 'property':
      return a.of.kind === 'self';
    case 'sacrificed':
    case 'counters':
    case 'blockers':
    case 'eventAmount':
    case 'dieResult':
    case 'votes':
    case 'spellsCastBefore':
    case 'devoured':
    case 'lifeLostThisWay':
    case 'discardedThisWay':
      return false;
  }
}

const ZONES = ['graveyard', 'hand', 'library'] as const;

/** "in your graveyard", "from your graveyard", "in a graveyard", "in an opponent's graveyard". */
function zoneClause(s: Scanner): Quality | null {
  const save = s.mark();
  if (!(s.words('in') || s.words('from'))) return null;
  // "creature cards in all graveyards": every player's graveyard.
  if (s.words('all graveyards')) return { kind: 'zone', zone: 'graveyard', whose: 'any' };
  let whose: 'you' | 'opponent' | 'any';
  if (s.words('your')) whose = 'you';
  else if (s.words("an opponent's")) whose = 'opponent';
  else if (s.words('a')) whose = 'any';
  else {
    s.reset(save);
    return null;
  }
  const zone = s.oneOf(ZONES);
  if (!zone) {
    s.reset(save);
    return null;
  }
  return { kind: 'zone', zone, whose };
}

/**
 * ", where X is …" (107.3a, 107.3c) for the X of descriptions ("counter target spell with mana value X or less, where
 * X is the number of Faeries you control"): every `compareTo` against X in `value` compares with `by` instead.
 * Null when there is such an X and `by` is an amount a description can't work out (such as "its power").
 */
export function defineDescribedX<T>(value: T, by: Amount): T | null {
  let refused = false;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node !== 'object' || node === null) return node;
    const record = node as Record<string, unknown>;
    const amount = record['amount'] as Amount | undefined;
    if (record['kind'] === 'compareTo' && amount?.kind === 'variable') {
      if (!describedAmount(by)) refused = true;
      return { ...record, amount: by };
    }
    return Object.fromEntries(Object.entries(record).map(([key, child]) => [key, walk(child)]));
  };
  const defined = walk(value) as T;
  return refused ? null : defined;
}

/**
 * Whether `value` holds a description compared with X ("with mana value X or less"): X must then be announced as a
 * spell is cast or an ability activated (107.3a); a triggered ability announces none (its "you may pay {X}" is paid
 * as it resolves, after its targets were chosen).
 */
export function hasDescribedX(value: unknown): boolean {
  return someNode(
    value,
    (node) =>
      (node['kind'] === 'compareTo' && (node['amount'] as Amount | undefined)?.kind === 'variable') ||
      // "X target creatures": as many targets as X (601.2b), so X too must be announced.
      (node['kind'] === 'target' && node['countX'] === true),
  );
}

/** "renowned", "monstrous": a designation's adjective (702.112b, 701.31b). */
export function designationWord(s: Scanner): Designation | null {
  for (const designation of DESIGNATIONS) if (s.words(designation)) return designation;
  return null;
}
