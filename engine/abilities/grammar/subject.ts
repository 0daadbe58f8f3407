import type { Description, Noun, Subject } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { amount, NUMBER_WORDS } from './amount.js';
import { description, descriptionClauses, otherThan } from './description.js';
import { targetController } from './target-controller.js';

/**
 * Subjects: who or what an effect acts on (rules 109.5, 115). "~", "you", "any target", "target nonblack
 * creature", "up to two target creatures", "another target creature you control", "each opponent", "all
 * creatures with flying", "it", "that creature", "that player", "its controller", "defending player".
 * Returns null without moving when none starts here.
 */
export function subject(s: Scanner): Subject | null {
  // Dispatch on the next word: most clauses start with a verb, and each subject form starts with known words.
  const word = s.peekWord();
  switch (word) {
    case '':
      if (s.peekCode() !== 126) return null; // '~'
      return ownedSubject(s) ?? (s.symbol('~') ? { kind: 'self' } : null);
    case 'you':
      return s.words('you') ? { kind: 'you' } : null;
    case 'defending':
      return s.words('defending player') ? { kind: 'defendingPlayer' } : null;
    case 'enchanted':
    case 'equipped':
      return attachedSubject(s);
    case 'each':
    case 'all':
      return eachSubject(s);
    case 'it':
    case 'them':
    case 'those':
      return antecedent(s);
    case 'they':
      // Outside a batch trigger, "they" is a player named before (singular they): "if that player controls a
      // Plains, they gain 1 life"; only player verbs take it.
      return antecedent(s) ?? (s.words('they') ? THAT_PLAYER : null);
    case 'its':
      return ownedSubject(s);
    case 'that':
      if (s.words('that player')) return namedPlayer(s, THAT_PLAYER);
      return ownedSubject(s) ?? thatSpell(s) ?? antecedent(s);
    case 'the':
      return exiledCards(s);
    case 'target': {
      const target = targetSubject(s);
      if (!target) return null;
      const owner = ownerClause(s, target);
      return owner ?? namedPlayer(s, target);
    }
    default:
      return TARGET_STARTS.has(word) || NUMBER_WORDS.includes(word) ? targetSubject(s) : null;
  }
}

const THAT_PLAYER: Subject = { kind: 'thatPlayer' };

/**
 * `subject`, remembered as a player named (Scanner.playerNamedAt, 608.2c) when it is one player: "target player",
 * "target opponent", "that player". Any other subject is returned as it is.
 */
function namedPlayer(s: Scanner, subject: Subject): Subject {
  const one =
    subject.kind === 'thatPlayer' ||
    (subject.kind === 'target' &&
      subject.count === 1 &&
      !subject.upTo &&
      subject.allowed.length === 1 &&
      subject.allowed[0] === 'player');
  if (one) s.playerNamedAt = s.pos;
  return subject;
}

/** Words a target phrase may start with besides "target" and number words: "any target", "up to two …". */
const TARGET_STARTS: ReadonlySet<string> = new Set(['any', 'up', 'another', 'other', 'x']);

/** The subjects that name players: what "draws", "gains life" and "discards" need. */
export function isPlayerSubject(subject: Subject): boolean {
  switch (subject.kind) {
    case 'you':
    case 'thatPlayer':
    case 'controllerOf':
    case 'ownerOf':
    case 'defendingPlayer':
      return true;
    case 'target':
    case 'each':
      return subject.description.nouns.every((n) => n === 'player');
    case 'self':
    case 'it':
    case 'thatSpell':
    case 'attached':
    case 'chosen':
      return false;
  }
}

/** The subjects that name objects (permanents, spells, cards): what "destroy", "tap" and "deals damage" need. */
export function isObjectSubject(subject: Subject): boolean {
  switch (subject.kind) {
    case 'self':
    case 'it':
    case 'thatSpell':
    case 'attached':
    case 'chosen':
      return true;
    case 'target':
    case 'each':
      // "any target" may be a player (115.4), so only damage takes it.
      return !subject.description.nouns.some((n) => n === 'player' || n === 'any');
    default:
      return false;
  }
}

/** The nouns after "enchanted": an Aura may enchant any of them (303.4, 702.5). Equipment equips creatures (301.5). */
export const ENCHANTED_NOUNS = ['creature', 'land', 'permanent', 'artifact', 'enchantment', 'planeswalker'] as const;

/**
 * "enchanted creature", "enchanted land", "equipped creature" (303.4, 301.5): the object the source is attached to.
 * The noun is left to the caller to check where it matters (a static ability's description); here it is read only.
 */
export function attachedSubject(s: Scanner): Subject | null {
  const phrase = attachedPhrase(s);
  return phrase ? { kind: 'attached', how: phrase.how } : null;
}

/** "enchanted creature" → enchanted + creature; "equipped creature" → equipped + creature. */
export function attachedPhrase(s: Scanner): { readonly how: 'enchanted' | 'equipped'; readonly noun: Noun } | null {
  const save = s.mark();
  if (s.words('enchanted')) {
    const noun = s.oneOf(ENCHANTED_NOUNS);
    if (noun) return { how: 'enchanted', noun };
    s.expected("what is enchanted, such as 'creature' or 'land'");
  } else if (s.words('equipped')) {
    if (s.words('creature')) return { how: 'equipped', noun: 'creature' };
    s.expected("'creature': Equipment equips creatures (301.5)");
  }
  s.reset(save);
  return null;
}

const ANTECEDENT_NOUNS = [
  'creatures',
  'creature',
  'permanents',
  'permanent',
  'cards',
  'card',
  'lands',
  'land',
  'artifacts',
  'artifact',
  'enchantments',
  'enchantment',
  'tokens',
  'token',
] as const;

/** "it", "that creature", "that card", "those creatures", "them", "they": the object(s) named before (608.2c). */
function antecedent(s: Scanner): Subject | null {
  if (s.words('it')) return { kind: 'it' };
  if (s.words('them')) return { kind: 'it', them: true };
  // "they": the objects of a batch trigger (603.2c), "whenever one or more creatures you control attack, they …";
  // elsewhere a "they" would mean a group this subject can't name.
  if (s.batch && s.words('they')) return { kind: 'it' };
  const save = s.mark();
  if (s.words('that') || s.words('those')) {
    if (s.oneOf(ANTECEDENT_NOUNS)) return { kind: 'it' };
    s.reset(save);
  }
  return null;
}

/**
 * "that spell", "that spell or ability": what a "becomes the target" trigger's spell or ability is (else, as "it",
 * the object named before).
 */
function thatSpell(s: Scanner): Subject | null {
  const save = s.mark();
  if (s.words('that spell')) {
    s.words('or ability');
    return { kind: 'thatSpell' };
  }
  s.reset(save);
  return null;
}

/** "'s controller" / "'s owner" after a target phrase: "target creature's controller". */
function ownerClause(s: Scanner, of: Subject): Subject | null {
  const save = s.mark();
  if (s.symbol("'s")) {
    if (s.words('controller')) return { kind: 'controllerOf', of };
    if (s.words('owner')) return { kind: 'ownerOf', of };
  }
  s.reset(save);
  return null;
}

/** "its controller", "that creature's owner", "~'s controller", "target creature's controller". */
function ownedSubject(s: Scanner): Subject | null {
  const save = s.mark();
  const of = possessor(s);
  if (of) {
    if (s.words('controller')) return { kind: 'controllerOf', of };
    if (s.words('owner')) return { kind: 'ownerOf', of };
  }
  s.reset(save);
  return null;
}

/**
 * A possessor before "power", "controller", "owner": "its", "~'s", "that creature's", "target creature's",
 * "enchanted creature's" is not read here (continuous effects come later).
 */
export function possessor(s: Scanner): Subject | null {
  const save = s.mark();
  if (s.words('its')) return { kind: 'it' };
  if (s.symbol("~'s")) return { kind: 'self' };
  if (s.words('that')) {
    if (s.regex(/spell(?: or ability)?'s\b/iy)) return { kind: 'thatSpell' };
    if (s.regex(/(?:creature|permanent|card|land|artifact)'s\b/iy)) return { kind: 'it' };
    s.reset(save);
    return null;
  }
  const target = targetSubject(s);
  if (target && s.symbol("'s")) return target;
  s.reset(save);
  return null;
}

const ANY_TARGET: Description = { nouns: ['any'], qualities: [] };

/**
 * "any target", "target creature", "another target creature you control", "two target creatures",
 * "up to three target creatures", "target player", "target opponent", old "target creature or player".
 */
export function targetSubject(s: Scanner): Subject | null {
  const start = s.mark();
  s.spaces();
  const from = s.pos;
  if (s.words('any target') || s.words('any one target')) {
    return {
      kind: 'target',
      allowed: ['any'],
      description: ANY_TARGET,
      count: 1,
      upTo: false,
      text: s.text.slice(from, s.pos),
    };
  }
  const range = targetCountWords(s);
  if (range) return targetsAfterCount(s, start, from, range);
  const upTo = s.words('up to');
  let count: number | null = 1;
  let countX = false;
  const n = amount(s);
  if (n) {
    // "X target creatures", "up to X target creatures": as many as the X announced before targets (601.2b, 107.3a).
    if (n.kind === 'variable') {
      count = null;
      countX = true;
    } else if (n.kind !== 'fixed' || n.value < 1) {
      s.reset(start);
      return null;
    } else count = n.value;
  } else if (upTo) {
    s.reset(start);
    return null;
  }
  const counted = { count, upTo, ...(countX ? { countX: true as const } : {}) };
  // "up to three targets" (115.4: each any target).
  if ((upTo || countX || count !== 1) && s.words('targets')) {
    return { kind: 'target', allowed: ['any'], description: ANY_TARGET, ...counted, text: s.text.slice(from, s.pos) };
  }
  const other = s.words('another') || s.words('other');
  if (!s.words('target')) {
    s.reset(start);
    return null;
  }
  const described = description(s);
  if (!described) {
    s.expected("what to target, such as 'creature', 'player' or 'artifact or enchantment'");
    s.reset(start);
    return null;
  }
  return describedTarget(s, from, count === 1 && !countX ? described : andOrNouns(s, described), other, counted);
}

/**
 * "target creatures and/or planeswalkers [your opponents control]": several targets, each one of the nouns; the words
 * after the last noun hold for all (as after "or"). Only after bare nouns: "red creatures and/or planeswalkers" is
 * left unread.
 */
function andOrNouns(s: Scanner, described: Description): Description {
  const save = s.mark();
  if (described.qualities.length > 0 || !s.words('and/or')) return described;
  const more = description(s);
  if (!more || more.nouns.some((n) => n === 'player' || n === 'any') !== described.nouns.some((n) => n === 'player')) {
    s.reset(save);
    return described;
  }
  return { nouns: [...described.nouns, ...more.nouns], qualities: more.qualities };
}

/** A target subject for a description read after "target" ("another" adds the `other` quality), text from `from`. */
function describedTarget(
  s: Scanner,
  from: number,
  described: Description,
  other: boolean,
  counted: { readonly count: number | null; readonly upTo: boolean; readonly min?: number; readonly countX?: true },
): Subject {
  const { qualities } = other ? otherThan(described) : described;
  return {
    kind: 'target',
    allowed: allowedOf(described.nouns),
    description: { nouns: described.nouns, qualities },
    ...counted,
    text: s.text.slice(from, s.pos).trim(),
  };
}

/** How many targets a count phrase allows: "any number of" (0 or more), "one or two" (1-2), "one, two, or three". */
interface CountWords {
  readonly min: number;
  readonly max: number | null;
}

/**
 * "any number of", "one or two", "one, two, or three" before "target …" / "targets" (601.2c, 115.1). Null without
 * moving when the words are not one of these ("one target creature" is read as a plain count).
 */
function targetCountWords(s: Scanner): CountWords | null {
  const save = s.mark();
  if (s.words('any number of')) return { min: 0, max: null };
  const first = numberWord(s);
  if (first === null) return null;
  // "one or two", "one, two, or three": consecutive numbers, the last after "or".
  let last = first;
  for (;;) {
    const comma = s.symbol(',');
    const or = s.words('or');
    const next = numberWord(s);
    if (next !== last + 1 || (!comma && !or)) break;
    last = next;
    if (or) return { min: first, max: last };
  }
  s.reset(save);
  return null;
}

function numberWord(s: Scanner): number | null {
  const word = s.peekWord();
  const value = NUMBER_WORDS.indexOf(word);
  if (value < 1 || !s.words(word)) return null;
  return value;
}

/** The "target …" / "targets" after a count phrase: "any number of target creatures", "one or two targets". */
function targetsAfterCount(s: Scanner, start: number, from: number, range: CountWords): Subject | null {
  const counted = { count: range.max, upTo: true, ...(range.min > 0 ? { min: range.min } : {}) };
  if (s.words('targets')) {
    return { kind: 'target', allowed: ['any'], description: ANY_TARGET, ...counted, text: s.text.slice(from, s.pos) };
  }
  const other = s.words('other') || s.words('another');
  const described = s.words('target') ? description(s) : null;
  if (!described) {
    s.expected("'target' and what to target, such as 'target creatures' or 'targets'");
    s.reset(start);
    return null;
  }
  return describedTarget(s, from, andOrNouns(s, described), other, counted);
}

function allowedOf(nouns: readonly Noun[]): Noun[] {
  return [...nouns];
}

/** "each creature", "each other creature you control", "all creatures", "each opponent", "each player". */
function eachSubject(s: Scanner): Subject | null {
  const start = s.mark();
  // "each of up to two target creatures", "each of up to three targets", "each of X target creatures": the targets,
  // each affected (601.2c); a single target is written without "each of".
  if (s.words('each of')) {
    const targets = targetSubject(s);
    if (targets?.kind === 'target' && (targets.upTo || targets.count !== 1)) return targets;
    s.reset(start);
    return null;
  }
  if (!(s.words('each') || s.words('all'))) return null;
  const other = s.words('other');
  const described = description(s);
  if (!described) {
    s.reset(start);
    return null;
  }
  return controlledByTarget(s, other ? otherThan(described) : described);
}

/**
 * "… target player controls", "… target opponent controls" after a description: every match controlled by the target
 * player, a subject of its own (115.1); else every match. "all creatures target player controls".
 */
export function controlledByTarget(s: Scanner, described: Description): Subject {
  const controller = targetController(s);
  if (!controller) return { kind: 'each', description: described };
  const qualities = [...described.qualities, controller.quality];
  return { kind: 'each', description: { nouns: described.nouns, qualities }, player: controller.player };
}

/**
 * 607.2a: "the exiled card", "the exiled cards": the cards in exile the source's abilities exiled (linked abilities:
 * "When ~ leaves the battlefield, return the exiled card to the battlefield under its owner's control.").
 */
function exiledCards(s: Scanner): Subject | null {
  if (!(s.words('the exiled cards') || s.words('the exiled card'))) return null;
  return { kind: 'each', description: { nouns: ['card'], qualities: [{ kind: 'exiledWith' }] } };
}

/**
 * "a land you control", "a creature you control", "a creature card from your graveyard", "an untapped Island you
 * control": one object the ability's controller chooses as the effect happens (608.2d), not a target (115.1). Only
 * where a verb takes an object and no target was written; the description must say whose it is (you control / your
 * zone), so "a creature" alone, which is vaguer, is left to other phrases.
 */
export function chosenSubject(s: Scanner): Subject | null {
  const word = s.peekWord();
  if (word !== 'a' && word !== 'an') return null;
  const save = s.mark();
  s.words(word);
  const found = description(s);
  const yours = found?.qualities.some(
    (q) => (q.kind === 'controller' && q.who === 'you') || (q.kind === 'zone' && q.whose === 'you'),
  );
  if (!found || !yours || found.nouns.some((n) => n === 'player' || n === 'any' || n === 'spell')) {
    s.reset(save);
    return null;
  }
  return { kind: 'chosen', description: found, count: 1 };
}

/**
 * "a red source of your choice", "an artifact source of your choice", "a creature of your choice with shadow": one
 * object the controller chooses as the effect is created (609.7a), not a target (115.1). A `chosen` subject: the
 * tester asks for it as it resolves, a scenario answers `chosen CARD`.
 */
export function ofYourChoice(s: Scanner): Subject | null {
  const word = s.peekWord();
  if (word !== 'a' && word !== 'an') return null;
  const save = s.mark();
  s.words(word);
  const found = description(s);
  if (!found || found.nouns.some((n) => n === 'player' || n === 'any') || !s.words('of your choice')) {
    s.reset(save);
    return null;
  }
  const qualities = [...found.qualities, ...descriptionClauses(s)];
  return { kind: 'chosen', description: { nouns: found.nouns, qualities }, count: 1 };
}
