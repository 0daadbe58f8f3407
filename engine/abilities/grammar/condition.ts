import type { AlternativeKeyword, Condition, Description, Quality } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { amount, amountExpression } from './amount.js';
import { isBoardAmount } from '../../templates/board-amount.js';
import type { AttachedHow, ConditionObject } from '../../templates/card-template.js';
import { description, namesPermanents, possessed, propertyIs, sharesWhat, simpleAdjective } from './description.js';
import { attachedPhrase } from './subject.js';
import { happenedCondition, thatPlayerHappened } from './happened.js';
import { versusCondition } from './versus.js';
import { manaSymbols } from './mana.js';

/** A counter's name before "counter(s)": "+1/+1", "-1/-1", "charge". */
const COUNTER_NAME = /([+-]\d+\/[+-]\d+|[a-z]+)(?= counters?\b)/y;

/**
 * Conditions after "if" (603.4 intervening-if clauses, 608.2c): "you control an artifact", "you control no other
 * creatures", "you control three or more lands", "you have 10 or less life", "an opponent has 10 or less life",
 * "it's your turn", "it's not your turn", "~ was kicked" / "it was kicked" / "this spell was kicked". Reads the words after "if"; returns null without moving.
 */
export function condition(s: Scanner): Condition | null {
  // Dispatch on the first word: each reader below starts with its own words, so only one or two can match.
  switch (s.peekWord()) {
    case 'you':
      return (
        controlCondition(s, YOU) ??
        lifeCondition(s, YOU) ??
        cardsInZoneCondition(s, YOU) ??
        youCastCondition(s) ??
        fullPartyCondition(s) ??
        versusCondition(s) ??
        citysBlessingCondition(s) ??
        monarchCondition(s) ??
        happenedCondition(s)
      );
    case "you're":
      return monarchCondition(s);
    case 'your':
      return comparedCondition(s);
    case 'tribute':
      return tributeCondition(s);
    case 'at':
      return manaSpentCondition(s);
    case "you've":
      return attackedThisStepCondition(s) ?? happenedCondition(s);
    case 'no':
      return happenedCondition(s) ?? cardsInZoneCondition(s, YOU);
    case 'that':
      return thatPlayerCondition(s) ?? greaterThanSelfCondition(s);
    case 'an':
      return lifeCondition(s, YOU) ?? otherPlayerCondition(s, 'opponent') ?? versusCondition(s) ?? happenedCondition(s);
    case 'defending':
      return otherPlayerCondition(s, 'defending');
    case 'creatures':
      return totalCondition(s) ?? cardsInZoneCondition(s, YOU);
    case 'it':
    case "it's":
      return turnCondition(s) ?? kickedCondition(s) ?? hadCountersCondition(s);
    case 'its':
      return castForCondition(s);
    case 'this':
      return kickedCondition(s);
    case 'there':
      return countersThereCondition(s) ?? cardTypesCondition(s) ?? cardsInZoneCondition(s, YOU);
    case 'a':
      return revoltCondition(s) ?? happenedCondition(s) ?? cardsInZoneCondition(s, YOU);
    case '':
      // `~`: "~ was kicked", "~ is untapped", "~ has a +1/+1 counter on it".
      return kickedCondition(s) ?? castForCondition(s) ?? wasCastCondition(s) ?? selfCondition(s);
    default:
      // "seven or more cards are in your graveyard".
      return cardsInZoneCondition(s, YOU);
  }
}

/** How the text names the player a condition is about, in its verbs' persons: "you control" / "that player controls". */
interface Person {
  readonly controls: string;
  readonly doesntControl: string;
  readonly has: string;
}

/** Third persons: "that player", "an opponent", "defending player" (their zones are "their hand/graveyard"). */
function person(name: string): Person {
  return { controls: `${name} controls`, doesntControl: `${name} doesn't control`, has: `${name} has` };
}

const YOU: Person = { controls: 'you control', doesntControl: "you don't control", has: 'you have' };
const THAT_PLAYER: Person = person('that player');
const OTHER_PLAYERS = { opponent: person('an opponent'), defending: person('defending player') } as const;

/**
 * "an opponent has eight or more cards in their graveyard", "an opponent controls seven or more lands", "defending
 * player controls no Walls", "defending player has two or fewer cards in hand" (506.2): the conditions about "you",
 * asked of some opponent on their own, or of the defending player.
 */
function otherPlayerCondition(s: Scanner, who: 'opponent' | 'defending'): Condition | null {
  const named = OTHER_PLAYERS[who];
  const about = controlCondition(s, named) ?? cardsInZoneCondition(s, named);
  return about ? { kind: 'player', who, condition: about } : null;
}

/** 506.2, 508.1: "you've been attacked this step". */
function attackedThisStepCondition(s: Scanner): Condition | null {
  return s.words("you've been attacked this step") ? { kind: 'attackedThisStep' } : null;
}

/**
 * Formidable: "creatures you control have total power 8 or greater" (208.1): the powers of what matches, added up,
 * compared.
 */
function totalCondition(s: Scanner): Condition | null {
  const save = s.mark();
  const of = description(s);
  if (of && namesPermanents(of) && s.words('have total power')) {
    const compared = comparison(s);
    if (compared && compared.op !== '=')
      return { kind: 'amount', amount: { kind: 'total', property: 'power', of }, ...compared };
    s.expected("a total, such as '8 or greater'");
  }
  s.reset(save);
  return null;
}

/**
 * "that player has seven or more cards in hand", "that player controls a Plains", "that player has 5 or less life":
 * the same conditions as about "you", asked of the player the text named (the trigger's player: "At the beginning of
 * each opponent's upkeep, if that player …", 603.4).
 */
function thatPlayerCondition(s: Scanner): Condition | null {
  const about =
    controlCondition(s, THAT_PLAYER) ??
    lifeCondition(s, THAT_PLAYER) ??
    cardsInZoneCondition(s, THAT_PLAYER) ??
    thatPlayerHappened(s);
  return about ? { kind: 'thatPlayer', condition: about } : null;
}

/**
 * 702.100a (evolve): "that creature's power is greater than ~'s power or that creature's toughness is greater than
 * ~'s toughness" (also "and/or"): the creature the trigger is about against the source.
 */
function greaterThanSelfCondition(s: Scanner): Condition | null {
  const save = s.mark();
  const properties: ('power' | 'toughness')[] = [];
  for (;;) {
    if (!s.words("that creature's")) break;
    const property = s.words('power') ? 'power' : s.words('toughness') ? 'toughness' : null;
    if (!property || !s.words('is greater than') || !s.symbol("~'s") || !s.words(property)) {
      s.reset(save);
      return null;
    }
    properties.push(property);
    const before = s.mark();
    if ((s.words('and/or') || s.words('or')) && s.peekWord() === 'that') continue;
    s.reset(before);
    break;
  }
  if (properties.length === 0) return null;
  return { kind: 'greaterThanSelf', properties };
}

/**
 * An amount the board tells, compared (611.3a): "your devotion to black is less than five" (700.5), "your devotion to
 * white and black is less than seven", "your life total is 5 or less" (119.1).
 */
function comparedCondition(s: Scanner): Condition | null {
  const save = s.mark();
  const found = amountExpression(s, () => null);
  if (found && isBoardAmount(found) && s.words('is')) {
    const compared = comparison(s);
    if (compared) return { kind: 'amount', amount: found, ...compared };
    s.expected("a comparison, such as 'less than five' or 'five or greater'");
  }
  s.reset(save);
  return null;
}

/** "less than five", "greater than 4", "five or greater", "5 or less", "five" (107.1: whole numbers). */
function comparison(s: Scanner): { op: '<=' | '>=' | '='; value: number } | null {
  const save = s.mark();
  const less = s.words('less than');
  const greater = !less && s.words('greater than');
  const n = amount(s);
  if (n?.kind !== 'fixed') {
    s.reset(save);
    return null;
  }
  if (less && n.value > 0) return { op: '<=', value: n.value - 1 };
  if (less) {
    s.reset(save);
    return null;
  }
  if (greater) return { op: '>=', value: n.value + 1 };
  if (s.words('or greater') || s.words('or more')) return { op: '>=', value: n.value };
  if (s.words('or less') || s.words('or fewer')) return { op: '<=', value: n.value };
  return { op: '=', value: n.value };
}

/** 700.8: "you have a full party": a Cleric, a Rogue, a Warrior and a Wizard, the party's four. */
function fullPartyCondition(s: Scanner): Condition | null {
  if (!s.words('you have a full party')) return null;
  return { kind: 'amount', amount: { kind: 'party', times: 1 }, op: '>=', value: 4 };
}

/** Revolt: "a permanent you controlled left the battlefield this turn" (the turn's record, rules/state/turn-record.ts). */
function revoltCondition(s: Scanner): Condition | null {
  return s.words('a permanent you controlled left the battlefield this turn') ? { kind: 'permanentLeft' } : null;
}

/** "~ is tapped", "~ is an enchantment", "~ has three or more +1/+1 counters on it": the source itself. */
function selfCondition(s: Scanner): Condition | null {
  const save = s.mark();
  if (!s.symbol('~')) return null;
  return objectPredicate(s, 'self', save, false);
}

/**
 * 122.1: counters on the source, counted from the other side: "there are three or more depletion counters on ~",
 * "there are no mining counters on ~".
 */
function countersThereCondition(s: Scanner): Condition | null {
  const save = s.mark();
  if (!s.words('there are')) return null;
  let op: '<=' | '>=' | '=' = '=';
  let value = 0;
  if (!s.words('no')) {
    const n = amount(s);
    if (!n || n.kind !== 'fixed') {
      s.reset(save);
      return null;
    }
    value = n.value;
    op = s.words('or more') ? '>=' : s.words('or fewer') ? '<=' : '=';
  }
  const name = s.regex(COUNTERS_ON_SELF);
  if (!name?.[1]) {
    s.reset(save);
    return null;
  }
  return { kind: 'counters', counter: name[1].toLowerCase(), op, value };
}

/** Delirium: "there are four or more card types among cards in your graveyard" (205.2a). */
function cardTypesCondition(s: Scanner): Condition | null {
  const save = s.mark();
  if (!s.words('there are')) return null;
  const count = howMany(s);
  if (!count || !s.words('card types among cards in your graveyard')) {
    s.reset(save);
    return null;
  }
  return { kind: 'cardTypes', ...count };
}

/** "+1/+1 counters on ~", "depletion counters on ~", "a ki counter on ~". */
const COUNTERS_ON_SELF = /([+-]\d+\/[+-]\d+|[a-z]+) counters? on ~/iy;

/** Every alternative-cost keyword; a record, so one added to the contract and not here is a type error. */
const ALTERNATIVE_KEYWORD_SET: Record<AlternativeKeyword, true> = {
  evoke: true,
  dash: true,
  surge: true,
  escape: true,
  madness: true,
  spectacle: true,
};
const ALTERNATIVE_KEYWORDS = Object.keys(ALTERNATIVE_KEYWORD_SET) as AlternativeKeyword[];

/**
 * "its evoke cost was paid", "~'s surge cost was paid", "its dash cost was paid" (702.74a, 702.109a, 702.117b): the
 * spell, or the permanent it became, was cast for that keyword's alternative cost.
 */
function castForCondition(s: Scanner): Condition | null {
  const save = s.mark();
  if (!(s.words('its') || s.symbol("~'s"))) return null;
  const keyword = s.oneOf(ALTERNATIVE_KEYWORDS);
  if (keyword && s.words('cost was paid')) return { kind: 'castFor', keyword };
  s.reset(save);
  return null;
}

/**
 * 601.2 (how the source was cast, rules/ops/cast-record.ts): "you cast it", "you cast it from your hand", "you cast ~
 * from your hand", "you cast ~ during your main phase" (addendum, 505.1).
 */
function youCastCondition(s: Scanner): Condition | null {
  const save = s.mark();
  if (!s.words('you cast') || !(s.words('it') || s.symbol('~'))) {
    s.reset(save);
    return null;
  }
  const from = castFrom(s);
  const mainPhase = from === null && s.words('during your main phase');
  return { kind: 'cast', from, mainPhase, byYou: true };
}

/** 601.2: "~ was cast from your hand", "~ was cast from a graveyard". */
function wasCastCondition(s: Scanner): Condition | null {
  const save = s.mark();
  if (!s.symbol('~') || !s.words('was cast')) {
    s.reset(save);
    return null;
  }
  const from = castFrom(s);
  if (from === null) {
    s.expected("where it was cast from, such as 'from your hand'");
    s.reset(save);
    return null;
  }
  return { kind: 'cast', from, mainPhase: false, byYou: false };
}

/** 601.2a: "from your hand", "from a graveyard", "from your graveyard"; null, unmoved, when no zone follows. */
function castFrom(s: Scanner): 'hand' | 'graveyard' | null {
  if (s.peekWord() !== 'from') return null;
  if (s.words('from your hand')) return 'hand';
  if (s.words('from a graveyard') || s.words('from your graveyard')) return 'graveyard';
  return null;
}

/**
 * Adamant (601.2h, 106.4): "at least three white mana was spent to cast ~", "at least three mana of the same color
 * was spent to cast ~", "… to cast this spell".
 */
function manaSpentCondition(s: Scanner): Condition | null {
  const save = s.mark();
  if (!s.words('at least')) return null;
  const n = amount(s);
  if (n?.kind === 'fixed' && n.value > 0) {
    const color = s.oneOf(COLOR_WORDS);
    const same = color === null && s.words('mana of the same color');
    if ((same || (color !== null && s.words('mana'))) && s.words('was spent to cast')) {
      if (s.symbol('~') || s.words('this spell')) {
        return { kind: 'manaSpent', color: color === null ? null : COLOR_OF[color], value: n.value };
      }
    }
  }
  s.expected("the mana spent, as in 'at least three white mana was spent to cast ~'", save);
  s.reset(save);
  return null;
}

const COLOR_OF = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' } as const;
const COLOR_WORDS = Object.keys(COLOR_OF) as (keyof typeof COLOR_OF)[];

/**
 * 702.33d: "~ was kicked", "it was kicked", "this spell was kicked"; 702.33f: "~ was kicked with its {1}{R} kicker"
 * (one of two kicker costs).
 */
function kickedCondition(s: Scanner): Condition | null {
  const save = s.mark();
  if (!(s.symbol('~') || s.words('it') || s.words('this spell'))) return null;
  if (s.words('was kicked')) {
    if (s.peekWord() !== 'with') return { kind: 'kicked' };
    const at = s.mark();
    if (s.words('with its')) {
      const cost = manaSymbols(s);
      if (cost && s.words('kicker')) return { kind: 'kicked', cost };
    }
    s.expected("which kicker cost, as in 'with its {1}{R} kicker'", at);
  }
  s.reset(save);
  return null;
}

/**
 * 603.10a: "it had no -1/-1 counters on it" (702.79a persist, 702.93a undying), "it had a +1/+1 counter on it": what
 * the object a leaves-the-battlefield trigger is about had as it last existed on the battlefield.
 */
function hadCountersCondition(s: Scanner): Condition | null {
  const save = s.mark();
  if (!s.words('it had')) return null;
  if (s.words('no')) {
    const name = s.regex(COUNTER_NAME);
    if (s.words('counters on it')) return { kind: 'hadCounters', counter: name?.[1] ?? null, op: '=', value: 0 };
  } else {
    const found = countersOn(s);
    if (found?.kind === 'counters') return { ...found, kind: 'hadCounters' };
  }
  s.expected("the counters it had, such as 'no -1/-1 counters on it'");
  s.reset(save);
  return null;
}

/**
 * "you control an artifact", "you control no other creatures", "you control three or more lands", "you don't control
 * an Ogre" (none: 0).
 */
function controlCondition(s: Scanner, who: Person): Condition | null {
  const save = s.mark();
  const dont = s.words(who.doesntControl);
  if (!dont && !s.words(who.controls)) return null;
  let op: '<=' | '>=' | '=' = '>=';
  let value = 1;
  // "you control another Wizard": one other than the source (109.5).
  const another = !dont && s.words('another');
  if (dont) {
    // "you don't control an Ogre", "… a Demon": not one.
    if (!(s.words('a') || s.words('an') || s.words('any'))) {
      s.reset(save);
      return null;
    }
    op = '=';
    value = 0;
  } else if (!another && s.words('no')) {
    op = '=';
    value = 0;
  } else if (!another) {
    // "you control at least three other creatures": three or more.
    const atLeast = s.words('at least');
    const n = amount(s, !atLeast);
    if (!n || n.kind !== 'fixed') {
      s.reset(save);
      return null;
    }
    value = n.value;
    if (atLeast || s.words('or more')) op = '>=';
    else if (s.words('or fewer')) op = '<=';
    else if (value !== 1) op = '=';
  }
  const other = another || s.words('other') || s.words('another');
  const described = description(s);
  if (!described) {
    s.expected("what you control, such as 'an artifact' or 'no other creatures'");
    s.reset(save);
    return null;
  }
  const of: Description = {
    nouns: described.nouns,
    qualities: [
      ...described.qualities,
      { kind: 'controller', who: 'you' },
      ...(other ? [{ kind: 'other' as const }] : []),
    ],
  };
  const counted: Condition = { kind: 'count', of, op, value };
  // "you control a blue permanent and a black permanent": one of each (not one that is both).
  const also = !dont && op === '>=' && value === 1 ? alsoControls(s) : null;
  return also ? { kind: 'all', conditions: [counted, ...also] } : counted;
}

/** "… and a black permanent", "… and an Island": one more permanent of the kind the player controls. */
function alsoControls(s: Scanner): Condition[] | null {
  const found: Condition[] = [];
  for (;;) {
    const save = s.mark();
    if (s.peekWord() !== 'and' || !s.words('and') || !(s.words('a') || s.words('an'))) {
      s.reset(save);
      break;
    }
    const described = description(s);
    if (!described || !namesPermanents(described)) {
      s.reset(save);
      break;
    }
    const of: Description = {
      nouns: described.nouns,
      qualities: [...described.qualities, { kind: 'controller', who: 'you' }],
    };
    found.push({ kind: 'count', of, op: '>=', value: 1 });
  }
  return found.length > 0 ? found : null;
}

function lifeCondition(s: Scanner, person: Person): Condition | null {
  const save = s.mark();
  let who: 'you' | 'opponent';
  if (s.words(person.has)) who = 'you';
  else if (person === YOU && s.words('an opponent has')) who = 'opponent';
  else return null;
  const n = amount(s);
  if (!n || n.kind !== 'fixed') {
    s.reset(save);
    return null;
  }
  let op: '<=' | '>=';
  if (s.words('or less life')) op = '<=';
  else if (s.words('or more life')) op = '>=';
  else {
    s.reset(save);
    return null;
  }
  return { kind: 'life', who, op, value: n.value };
}

function turnCondition(s: Scanner): Condition | null {
  if (s.words("it's your turn") || s.words('it is your turn')) return { kind: 'yourTurn', negated: false };
  if (s.words("it's not your turn") || s.words('it is not your turn')) return { kind: 'yourTurn', negated: true };
  return null;
}

/**
 * Cards in a zone (404, 402): "seven or more cards are in your graveyard" (threshold), "there are three or more
 * land cards in your graveyard", "you have no cards in hand" (hellbent), "you have seven or more cards in hand".
 */
function cardsInZoneCondition(s: Scanner, who: Person): Condition | null {
  const save = s.mark();
  // "you have no cards in hand", "you have four or more creature cards in your graveyard".
  const youHave = s.words(who.has);
  if (!youHave && who !== YOU) return null;
  if (!youHave) s.words('there are');
  const count = howMany(s);
  if (!count) {
    s.reset(save);
    return null;
  }
  const other = s.words('other');
  const described = description(s);
  if (!described) {
    s.reset(save);
    return null;
  }
  // "that player has … cards in your graveyard" would ask about the wrong graveyard: only "in hand" is theirs.
  if (who !== YOU && described.qualities.some((q) => q.kind === 'zone')) {
    s.reset(save);
    return null;
  }
  // "… cards are in your graveyard": the zone comes after the verb; "cards in hand" (hellbent) names no owner.
  let qualities = described.qualities;
  if (youHave && (s.words('in hand') || s.words(who === YOU ? 'in your hand' : 'in their hand')))
    qualities = [...qualities, ...cardsIn('hand').qualities];
  // "an opponent has eight or more cards in their graveyard": that player's own, asked of them as "you".
  else if (youHave && who !== YOU && s.words('in their graveyard'))
    qualities = [...qualities, ...cardsIn('graveyard').qualities];
  else if (!youHave && s.words('are in your graveyard')) qualities = [...qualities, ...cardsIn('graveyard').qualities];
  // Cards are counted in a zone the text names; permanents ("two or more other creatures on the battlefield", "no
  // Zombies on the battlefield") on the battlefield, whoever controls them.
  const cards = described.nouns.includes('card');
  const permanents = !cards && !youHave && namesPermanents(described);
  if (!(cards || permanents) || cards !== qualities.some((q) => q.kind === 'zone')) {
    s.reset(save);
    return null;
  }
  if (other) qualities = [...qualities, { kind: 'other' }];
  return { kind: 'count', of: { nouns: described.nouns, qualities }, ...count };
}

/** "no", "three", "three or more", "three or fewer", "fewer than six" (a count compared, 107.1). */
function howMany(s: Scanner): { op: '<=' | '>=' | '='; value: number } | null {
  if (s.words('no')) return { op: '=', value: 0 };
  const fewerThan = s.words('fewer than');
  const n = amount(s, !fewerThan);
  if (!n || n.kind !== 'fixed') return null;
  if (fewerThan) return n.value > 0 ? { op: '<=', value: n.value - 1 } : null;
  const op = s.words('or more') ? '>=' : s.words('or fewer') ? '<=' : '=';
  return { op, value: n.value };
}

function cardsIn(zone: 'hand' | 'graveyard'): Description {
  return { nouns: ['card'], qualities: [{ kind: 'zone', zone, whose: 'you' }] };
}

/**
 * 608.2c: conditions checked inside a resolving spell or ability, which may also ask about the object its text named
 * last: "it's a Cyclops", "it's a land card", "that creature is an enchantment", "that card is red".
 */
export function resolvingCondition(s: Scanner): Condition | null {
  const general = condition(s);
  if (general) return general;
  const word = s.peekWord();
  if (word === 'x') return xCondition(s);
  const chance = word === 'you' || word === 'they' || word === 'the' || word === 'that' ? chanceCondition(s) : null;
  if (chance) return chance;
  if (word !== "it's" && word !== 'it' && word !== 'that' && word !== 'its') return null;
  const save = s.mark();
  if (s.words("it's") || s.words('it is') || s.oneOf(THAT_OBJECT_IS)) return objectPredicate(s, 'it', save, true);
  if (s.words('it has') || s.oneOf(THAT_OBJECT_HAS)) return itHas(s, save);
  if (s.words('it was') || s.words('that card was')) {
    // "Exile target card from a graveyard. If it was a creature card, …": a card that went from one zone to another
    // outside the battlefield and the stack is the same card there (its printed characteristics, 400.7), so what it
    // was is what it is; permanents and spells (whose "was" needs last known information, 608.2h) are not read.
    const described = s.words('a') || s.words('an') ? description(s) : null;
    if (described && described.nouns.length === 1 && described.nouns[0] === 'card')
      return { kind: 'objectIs', what: 'it', description: described };
    s.reset(save);
    return null;
  }
  if (s.words('it shares') || s.oneOf(THAT_OBJECT_SHARES)) {
    // Kinship: "If it shares a creature type with ~, …" (205.3): the card looked at against the source.
    const shared = sharesWhat(s);
    if (shared) return { kind: 'objectIs', what: 'it', description: { nouns: [], qualities: [shared] } };
    s.reset(save);
    return null;
  }
  if (s.words('its')) {
    // "if its power is 10 or greater", "if its converted mana cost is 2 or less" (208.1, 202.3).
    const compared = propertyIs(s);
    if (compared) return { kind: 'objectIs', what: 'it', description: { nouns: [], qualities: [compared] } };
    s.reset(save);
  }
  return null;
}

/**
 * After "it has" / "that creature has" (608.2c, the object the text named last): "flying", "a +1/+1 counter on it",
 * "three or more +1/+1 counters on it" (122.1), "converted mana cost 2 or less".
 */
function itHas(s: Scanner, save: number): Condition | null {
  const counted = countersOn(s);
  if (counted?.kind === 'counters') return { ...counted, of: 'it' };
  const had = possessed(s);
  if (had) return { kind: 'objectIs', what: 'it', description: { nouns: [], qualities: [had] } };
  s.expected("what it has, such as 'flying' or 'a +1/+1 counter on it'");
  s.reset(save);
  return null;
}

const THAT_OBJECT_HAS = ['that creature has', 'that permanent has', 'that card has'] as const;
const THAT_OBJECT_SHARES = ['that creature shares', 'that card shares'] as const;

/** 107.3a: "X is 5 or more", "X is 10 or more": the X announced for the resolving spell or ability, compared. */
function xCondition(s: Scanner): Condition | null {
  const save = s.mark();
  if (!s.words('x is')) return null;
  const compared = comparison(s);
  if (compared) return { kind: 'amount', amount: { kind: 'variable', letter: 'X' }, ...compared };
  s.reset(save);
  return null;
}

const THAT_OBJECT_IS = ['that creature is', 'that permanent is', 'that card is'] as const;

/** "win" with the comma that ends the condition next: "If you win, …" (701.23d). */
const CLASH_WON = /win(?=,)/iy;

/** Who called the flip or rolled: the player the text named as flipping ("you", or "that player" … "they"). */
const FLIPPER = ['you', 'they', 'the player', 'that player'] as const;

/**
 * 705.2, 706.2: what a coin flip or die roll earlier in the same text came to: "you win the flip", "you lose the
 * flip", "they lose the flip", "the player loses the flip"; "you roll a 6", "you roll a 4 or higher"; after a clash,
 * "you win" (701.23d). The effect
 * grammar checks that a flip or roll comes first (effects/chance.ts). Null, unmoved, otherwise.
 */
export function chanceCondition(s: Scanner): Condition | null {
  const save = s.mark();
  const who = s.oneOf(FLIPPER);
  if (!who) return null;
  if (s.words('win the flip') || s.words('wins the flip')) return { kind: 'coinFlip', won: true };
  if (s.words('lose the flip') || s.words('loses the flip')) return { kind: 'coinFlip', won: false };
  // 701.23d: "If you win, …" right after "Clash with an opponent." (the effect grammar checks a clash comes first).
  if (who === 'you' && s.regex(CLASH_WON)) return { kind: 'clashWon' };
  if ((s.words('roll') || s.words('rolls')) && (s.words('a') || s.words('an'))) {
    const n = amount(s);
    if (n?.kind === 'fixed' && n.value >= 1) {
      const op = s.words('or higher') ? '>=' : s.words('or lower') ? '<=' : '=';
      return { kind: 'dieRoll', op, value: n.value };
    }
    s.expected("a result, as in 'you roll a 6'");
  }
  s.reset(save);
  return null;
}

/**
 * Conditions of static abilities (611.3a, "as long as …"), which may be about an object: the conditions above, and
 * "~ is untapped", "~ is attacking", "~ is equipped", "~ is enchanted", "enchanted creature is red", "equipped
 * creature is a Human", "~ has a +1/+1 counter on it", "~ has five or more counters on it". `it` is what "it"/"it's"
 * means here (the object the static ability changes), or null where "it" names nothing.
 */
export function objectCondition(s: Scanner, it: 'self' | AttachedHow | null): Condition | null {
  const save = s.mark();
  const general = condition(s);
  // 113.6b: "As long as ~ is in your graveyard, …" would make the static ability work from the graveyard; static
  // abilities work only on the battlefield here, so the line is refused rather than misread.
  if (general && statesGraveyard(general)) {
    s.expected(
      'a condition about the battlefield: static abilities that work from a graveyard are not supported',
      save,
    );
    s.reset(save);
    return null;
  }
  if (general) return general;
  let what: 'self' | AttachedHow;
  if (s.symbol('~')) what = 'self';
  else if (it !== null && (s.words("it's") || s.words('it'))) {
    what = it;
    // "it's untapped": the verb came with the pronoun.
    if (s.peekWord() !== 'is' && s.peekWord() !== 'has') return objectPredicate(s, what, save, true);
  } else {
    const phrase = attachedPhrase(s);
    if (!phrase) return null;
    what = phrase.how;
  }
  return objectPredicate(s, what, save, false);
}

/** 113.6b: "~ is in your graveyard": the condition states the zone its ability works in. */
export function statesGraveyard(condition: Condition): boolean {
  return (
    condition.kind === 'objectIs' &&
    condition.what === 'self' &&
    condition.description.qualities.some((q) => q.kind === 'zone' && q.zone === 'graveyard')
  );
}

const IN_YOUR_GRAVEYARD: Quality = { kind: 'zone', zone: 'graveyard', whose: 'you' };

function objectPredicate(s: Scanner, what: ConditionObject, save: number, verbRead: boolean): Condition | null {
  // "~ isn't renowned" (702.112a): an adjective that can be denied.
  if (!verbRead && (s.words("isn't") || s.words('is not'))) {
    const denied = deniable(simpleAdjective(s));
    if (denied) return { kind: 'objectIs', what, description: { nouns: [], qualities: [denied] } };
    s.expected("what it isn't, such as 'renowned' or 'tapped'");
    s.reset(save);
    return null;
  }
  if (verbRead || s.words('is')) {
    // 113.6b: "~ is in your graveyard": where the card is (its triggered ability then works there).
    if (what === 'self' && s.words('in your graveyard')) {
      return { kind: 'objectIs', what, description: { nouns: [], qualities: [IN_YOUR_GRAVEYARD] } };
    }
    // 702.95b: "~ is paired with another creature" (a creature is paired with only one other, 702.95d).
    if (what === 'self' && s.words('paired with another creature')) {
      return { kind: 'objectIs', what, description: { nouns: [], qualities: [{ kind: 'paired', paired: true }] } };
    }
    if (what === 'self' && s.words('equipped')) return { kind: 'attachedTo', how: 'equipped' };
    if (what === 'self' && s.words('enchanted')) return { kind: 'attachedTo', how: 'enchanted' };
    const adjective = adjectives(s);
    if (adjective) return { kind: 'objectIs', what, description: { nouns: [], qualities: [adjective] } };
    if (s.words('a') || s.words('an')) {
      const described = description(s);
      if (described) return { kind: 'objectIs', what, description: described };
    }
    s.expected("what it is, such as 'untapped', 'attacking', 'red' or 'a Human'");
  } else if (what === 'self' && s.words('has')) {
    const counters = countersOn(s);
    if (counters) return counters;
  }
  s.reset(save);
  return null;
}

/** The opposite of an adjective, for "isn't …": "isn't renowned", "isn't tapped"; null for one that has none here. */
function deniable(q: Quality | null): Quality | null {
  if (q?.kind === 'designated') return { ...q, negated: !q.negated };
  if (q?.kind === 'tapped') return { ...q, tapped: !q.tapped };
  if (q?.kind === 'paired') return { ...q, paired: !q.paired };
  return null;
}

/** "untapped", "red", "white or blue" (either will do). */
function adjectives(s: Scanner): Quality | null {
  const first = simpleAdjective(s);
  if (!first) return null;
  const options = [first];
  for (;;) {
    const save = s.mark();
    const next = s.words('or') ? simpleAdjective(s) : null;
    if (!next) {
      s.reset(save);
      break;
    }
    options.push(next);
  }
  return options.length === 1 ? first : { kind: 'anyOf', qualities: options };
}

/**
 * "a +1/+1 counter on it", "three or more +1/+1 counters on it", "five or more counters on it" (122.1); "no +1/+1
 * counters on it" (701.43a, adapt).
 */
function countersOn(s: Scanner): Condition | null {
  const save = s.mark();
  const none = s.words('no');
  const n = none ? { kind: 'fixed', value: 0 } : amount(s, true);
  if (!n || n.kind !== 'fixed') return null;
  if (!none) s.words('or more');
  const op = none ? '=' : '>=';
  const name = s.regex(COUNTER_NAME);
  const counter = name && name[1] !== undefined ? name[1] : null;
  if (!(s.words('counters on it') || s.words('counter on it'))) {
    s.reset(save);
    return null;
  }
  return { kind: 'counters', counter, op, value: n.value };
}

/** 702.104b: "tribute wasn't paid" / "tribute was paid": what the opponent chose as the permanent entered. */
function tributeCondition(s: Scanner): Condition | null {
  const save = s.mark();
  if (!s.words('tribute')) return null;
  if (s.words("wasn't paid") || s.words('was not paid')) return { kind: 'tribute', paid: false };
  if (s.words('was paid')) return { kind: 'tribute', paid: true };
  s.expected("'wasn't paid' or 'was paid'");
  s.reset(save);
  return null;
}

/**
 * 720.1: "you're the monarch", "you are the monarch"; "you were the monarch as the turn began" (only with those last
 * words: when else is not recorded).
 */
function monarchCondition(s: Scanner): Condition | null {
  const save = s.mark();
  if (s.words("you're the monarch") || s.words('you are the monarch')) return { kind: 'monarch' };
  if (!s.words('you were the monarch')) return null;
  if (s.words('as the turn began')) return { kind: 'monarch', asTurnBegan: true };
  s.expected("'as the turn began'");
  s.reset(save);
  return null;
}

/** 702.131c: "you have the city's blessing". */
function citysBlessingCondition(s: Scanner): Condition | null {
  return s.words("you have the city's blessing") ? { kind: 'citysBlessing' } : null;
}
