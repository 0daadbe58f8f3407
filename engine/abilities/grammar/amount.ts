import { votesFor } from '../effects/vote.js';
import type { Amount, Description, Subject } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { COLORS, COLOR_NAMES, type Color } from '../../mana/mana-symbol.js';
import { description, otherThan } from './description.js';
import { targetController } from './target-controller.js';

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

/** "that much" / "that many": the amount of the event the ability triggered on (603.7c). */
export function eventAmount(s: Scanner): Amount | null {
  if (s.words('that much')) return { kind: 'eventAmount' };
  if (!s.words('that many')) return null;
  // 701.8: after "discard your hand", "that many" is the cards discarded, not the trigger's amount.
  return s.handDiscardedAt >= 0 ? { kind: 'discardedThisWay' } : { kind: 'eventAmount' };
}

export function isOne(value: Amount): boolean {
  return value.kind === 'fixed' && value.value === 1;
}

/**
 * "equal to its power", "equal to ~'s toughness", "equal to the number of creatures you control",
 * "equal to the number of cards in your hand". `subject` reads the possessor ("its", "~'s", "target creature's").
 */
export function equalTo(s: Scanner, possessor: (s: Scanner) => Subject | null): Amount | null {
  const save = s.mark();
  if (!s.words('equal to')) return null;
  const found = amountExpression(s, possessor);
  if (!found) s.reset(save);
  return found;
}

/**
 * What an amount is "equal to" or what "X is" (107.3a): "the number of creatures you control", "its power",
 * "~'s toughness", "your devotion to green". Returns null without moving.
 */
export function amountExpression(s: Scanner, possessor: (s: Scanner) => Subject | null): Amount | null {
  if (s.peekWord() === 'your') {
    const yours = devotion(s);
    if (yours) return yours;
    // 119.1: "where X is your life total".
    if (s.words('your life total')) return { kind: 'lifeTotal' };
  }
  // 706.2: "equal to the result", "where X is the result": the die rolled before it in the text.
  if (s.peekWord() === 'the' && s.words('the result')) return { kind: 'dieResult' };
  // 702.101a (extort): "equal to the total life lost this way", "equal to the life lost this way".
  if (s.peekWord() === 'the' && (s.words('the total life lost this way') || s.words('the life lost this way'))) {
    return { kind: 'lifeLostThisWay' };
  }
  if (s.peekWord() === 'the') {
    const most = greatestAmong(s);
    if (most) return most;
  }
  if (s.peekWord() === 'the' && s.sacrificeCost) {
    const paid = sacrificedProperty(s);
    if (paid) return paid;
  }
  const save = s.mark();
  // "twice the number of Goblins you control" (107.1): the count times two.
  if (s.peekWord() === 'twice' && s.words('twice the number of')) {
    const counted = countedThings(s);
    if (counted) return countOf(s, counted, 2);
    s.reset(save);
    return null;
  }
  if (s.words('the number of')) {
    if (s.words('creatures in your party')) return { kind: 'party', times: 1 };
    const among = s.peekWord() === 'basic' ? basicLandTypesAmong(s, 'basic land types among') : null;
    if (among) return { kind: 'basicLandTypes', among, times: 1 };
    const counters = countersOn(s);
    if (counters) return counters;
    const counted = countedThings(s);
    if (counted) return countOf(s, counted, 1);
    s.expected("what to count, such as 'creatures you control'");
    s.reset(save);
    return null;
  }
  const owner = possessor(s);
  if (owner) {
    if (s.words('power')) return { kind: 'property', property: 'power', of: owner };
    if (s.words('toughness')) return { kind: 'property', property: 'toughness', of: owner };
    if (s.words('mana value') || s.words('converted mana cost')) {
      return { kind: 'property', property: 'manaValue', of: owner };
    }
    s.expected("'power', 'toughness' or 'mana value'");
  } else {
    s.expected("what the amount is, such as 'its power' or 'the number of creatures you control'");
  }
  s.reset(save);
  return null;
}

const GREATEST = /the (?:greatest|highest) (power|toughness|converted mana cost|mana value) among\b/iy;

/**
 * "the greatest power among creatures you control", "the highest converted mana cost among artifacts you control",
 * "the greatest power among creature cards in your graveyard". Null, unmoved, otherwise.
 */
function greatestAmong(s: Scanner): Amount | null {
  const save = s.mark();
  const found = s.regex(GREATEST);
  if (!found?.[1]) return null;
  const of = description(s);
  if (!of) {
    s.expected("what to compare, such as 'creatures you control'");
    s.reset(save);
    return null;
  }
  const word = found[1].toLowerCase();
  const property = word === 'power' ? 'power' : word === 'toughness' ? 'toughness' : 'manaValue';
  return { kind: 'greatest', property, of };
}

/**
 * ", where X is the number of Zombies you control" / "where X is its power" (107.3a, 107.3c): what X is, read right
 * after what it is used in. Null, unmoved, when no such clause is here.
 */
export function whereIs(s: Scanner, possessor: (s: Scanner) => Subject | null): Amount | null {
  const save = s.mark();
  if (!s.words(', where x is') && !s.words('where x is')) return null;
  const defined = amountExpression(s, possessor);
  if (!defined) {
    s.expected("what X is, such as 'the number of creatures you control'");
    s.reset(save);
  }
  return defined;
}

const SACRIFICED = /the sacrificed (?:creature|artifact|permanent)'s\b/iy;

/**
 * 608.2h: "the sacrificed creature's power / toughness / converted mana cost", in an ability whose cost sacrificed it
 * (`s.sacrificeCost`): its last known information. Null, unmoved, otherwise.
 */
function sacrificedProperty(s: Scanner): Amount | null {
  const save = s.mark();
  if (!s.regex(SACRIFICED)) return null;
  if (s.words('power')) return { kind: 'sacrificed', property: 'power' };
  if (s.words('toughness')) return { kind: 'sacrificed', property: 'toughness' };
  if (s.words('mana value') || s.words('converted mana cost')) return { kind: 'sacrificed', property: 'manaValue' };
  s.expected("'power', 'toughness' or 'mana value'");
  s.reset(save);
  return null;
}

/** 700.5: "your devotion to black", "your devotion to white and black" (700.5a). Null, unmoved, otherwise. */
function devotion(s: Scanner): Amount | null {
  const save = s.mark();
  if (!s.words('your devotion to')) return null;
  const colors: Color[] = [];
  do {
    const color = COLORS.find((c) => s.words(COLOR_NAMES[c]));
    if (!color) {
      s.expected("a color, as in 'your devotion to black'");
      s.reset(save);
      return null;
    }
    colors.push(color);
  } while (s.words('and'));
  return { kind: 'devotion', colors };
}

/**
 * Domain: "basic land type(s) among lands you control", "… among lands they control": the lands whose basic land types
 * are counted (205.3i). Null, unmoved, unless the words and a description follow.
 */
function basicLandTypesAmong(s: Scanner, words: string): Description | null {
  const save = s.mark();
  if (!s.words(words)) return null;
  const among = description(s);
  if (among) return among;
  s.expected("whose lands, as in 'lands you control'");
  s.reset(save);
  return null;
}

/** "for each creature you control", "for each card in your hand": multiplies `base` (rule 107.1c wording). */
export function forEach(s: Scanner, base: Amount): Amount | null {
  const save = s.mark();
  if (!s.words('for each')) return null;
  if (base.kind !== 'fixed') {
    s.reset(save);
    return null;
  }
  // 702.23a (rampage): "for each creature blocking it beyond the first".
  if (s.words('creature blocking it')) {
    const beyond = s.words('beyond the first') ? 1 : 0;
    return { kind: 'blockers', of: { kind: 'it' }, beyond, times: base.value };
  }
  // 702.40a (storm): "for each spell cast before it this turn", "for each other spell that was cast before it …".
  if (s.words('spell cast before it this turn') || s.words('other spell that was cast before it this turn')) {
    return { kind: 'spellsCastBefore', times: base.value };
  }
  // 702.82b (devour): "for each creature it devoured".
  if (s.words('creature it devoured')) return { kind: 'devoured', times: base.value };
  // 700.8: "for each creature in your party".
  if (s.words('creature in your party')) return { kind: 'party', times: base.value };
  // 601.2b: "for each storage counter removed this way": the number the cost removed, announced as X.
  if (base.value === 1 && s.removedCounter !== null && s.words(`${s.removedCounter} counter removed this way`)) {
    return { kind: 'variable', letter: 'X' };
  }
  if (s.peekWord() === 'basic') {
    const among = basicLandTypesAmong(s, 'basic land type among');
    if (among) return { kind: 'basicLandTypes', among, times: base.value };
  }
  // 702.43a (modular): "a +1/+1 counter … for each +1/+1 counter on ~": one for each counter of that kind on it.
  if (base.value === 1) {
    const counters = countersOn(s, COUNTER_ON);
    if (counters) return counters;
  }
  // 701.32a: "for each death vote", in a resolving effect after its vote.
  const votes = s.effects ? votesFor(s, base.value) : null;
  if (votes) return votes;
  const counted = countedThings(s);
  if (!counted) {
    s.expected("what to count after 'for each', such as 'creature you control'");
    s.reset(save);
    return null;
  }
  return countOf(s, counted, base.value);
}

/**
 * The things counted, `times` each: "creatures you control"; in a resolving text also those a player controls whom
 * it names ("for each creature target opponent controls", a target of its own, 115.1; "the number of lands that
 * player controls", the player named before, 608.2c), never in a static ability.
 */
function countOf(s: Scanner, counted: Description, times: number): Amount {
  const controller = s.effects ? targetController(s) : null;
  if (!controller) return { kind: 'count', of: counted, times };
  const of = { nouns: counted.nouns, qualities: [...counted.qualities, controller.quality] };
  return { kind: 'count', of, times, player: controller.player };
}

const COUNTERS_ON = /([+-]\d+\/[+-]\d+|[a-z][a-z-]*) counters on\b/iy;
const COUNTER_ON = /([+-]\d+\/[+-]\d+|[a-z][a-z-]*) counter on\b/iy;

/**
 * 122.1: "+1/+1 counters on ~", "charge counters on it" (after "the number of"; "+1/+1 counter on ~" after "for
 * each"): the counters of one kind on that object as the amount is used. Null, unmoved, otherwise.
 */
function countersOn(s: Scanner, words = COUNTERS_ON): Amount | null {
  const save = s.mark();
  const kind = s.regex(words);
  if (!kind?.[1]) return null;
  const of: Subject | null = s.symbol('~') ? { kind: 'self' } : s.words('it') ? { kind: 'it' } : null;
  if (of) return { kind: 'counters', of, counter: kind[1].toLowerCase() };
  s.expected("'~' or 'it' after 'counters on'");
  s.reset(save);
  return null;
}

/** What is counted: "creatures you control", "cards in your hand", "other Goblins you control". */
function countedThings(s: Scanner): ReturnType<typeof description> {
  const other = s.words('other');
  const found = description(s);
  if (!found) return null;
  return other ? otherThan(found) : found;
}
