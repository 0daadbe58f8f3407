import type { Condition, Description, HappenedWhat, HappenedWho } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { amount } from './amount.js';
import { description, namesPermanents } from './description.js';

type Happened = Extract<Condition, { kind: 'happened' | 'entered' }>;
type Op = Happened['op'];

/**
 * What happened this turn or last turn (603.4 intervening-if clauses, 608.2c), asked of the turn's record: a subject
 * and a verb in the past tense, then "this turn" or "last turn".
 *
 * - "you attacked with a creature this turn", "you attacked this turn" (raid), "you didn't attack with a creature
 *   this turn", "no creatures attacked this turn" (508.1: the creatures declared as attackers);
 * - "a creature died this turn" (morbid, 700.4);
 * - "an opponent lost life this turn", "a player lost 4 or more life this turn", "an opponent lost life last turn",
 *   "you didn't lose life this turn" (119.3: damage is life lost too); "you gained 3 or more life this turn";
 * - "an opponent was dealt damage this turn" (120.3);
 * - "a player cast two or more spells last turn", "no spells were cast last turn", "an opponent cast three or more
 *   spells this turn", "that player didn't cast a spell this turn", "you've cast another spell this turn" (601.2i);
 * - "you had a land enter the battlefield under your control this turn" (landfall), "an opponent had two or more
 *   creatures enter the battlefield under their control this turn", "you had another creature enter …" (`entered`).
 *
 * Dispatches on the first word; null, unmoved, when the words are none of these.
 */
export function happenedCondition(s: Scanner): Happened | null {
  const save = s.mark();
  const found = happened(s);
  if (!found) s.reset(save);
  return found;
}

/**
 * "that player didn't cast a spell this turn", "that player lost life this turn": the same, asked of the player the
 * text named (the caller wraps it in `thatPlayer`, whose player is then "you"). Null, unmoved, otherwise.
 */
export function thatPlayerHappened(s: Scanner): Happened | null {
  const save = s.mark();
  const found = s.words('that player') ? playerDid(s, 'you', 'their') : null;
  // "that player had another land enter …": other than the one the trigger is about, which `other` (not the source)
  // can't say.
  if (!found || (found.kind === 'entered' && found.of.qualities.some((q) => q.kind === 'other'))) {
    s.reset(save);
    return null;
  }
  return found;
}

function happened(s: Scanner): Happened | null {
  switch (s.peekWord()) {
    case 'you':
      return s.words('you') ? playerDid(s, 'you', 'your') : null;
    case "you've":
      // "you've cast another spell this turn", "you've cast three or more spells this turn".
      return s.words("you've cast") ? spellsCast(s, 'you', false) : null;
    case 'an':
      return s.words('an opponent') ? playerDid(s, 'opponent', 'their') : null;
    case 'a':
      if (s.words('a player')) return playerDid(s, 'player', 'their');
      // Morbid: "a creature died this turn".
      return s.words('a creature died') ? when(s, 'all', 'died', '>=', 1) : null;
    case 'no':
      if (s.words('no spells were cast')) return when(s, 'all', 'castSpells', '=', 0);
      if (s.words('no creatures attacked')) return when(s, 'all', 'attacked', '=', 0);
      return null;
    default:
      return null;
  }
}

/** The verb phrase after a player: "attacked …", "lost …", "gained …", "cast …", "was dealt damage", "didn't …". */
function playerDid(s: Scanner, who: HappenedWho, whose: 'your' | 'their'): Happened | null {
  switch (s.peekWord()) {
    case 'had':
      return who === 'you' || who === 'opponent' ? hadEnter(s, who, whose) : null;
    case 'attacked':
      // 508.1: attacking is done with creatures: "you attacked this turn" and "… with a creature this turn" agree.
      s.words('attacked');
      s.words('with a creature');
      return when(s, who, 'attacked', '>=', 1);
    case 'lost':
      s.words('lost');
      return life(s, who, 'lostLife');
    case 'gained':
      s.words('gained');
      return life(s, who, 'gainedLife');
    case 'cast':
      s.words('cast');
      return spellsCast(s, who, false);
    case 'was':
      return s.words('was dealt damage') ? when(s, who, 'dealtDamage', '>=', 1) : null;
    case "didn't":
      s.words("didn't");
      if (s.words('attack with a creature') || s.words('attack')) return when(s, who, 'attacked', '=', 0);
      if (s.words('lose life')) return when(s, who, 'lostLife', '=', 0);
      if (s.words('gain life')) return when(s, who, 'gainedLife', '=', 0);
      if (s.words('cast a spell')) return when(s, who, 'castSpells', '=', 0);
      return null;
    default:
      return null;
  }
}

/**
 * 603.4: "had a land enter the battlefield under your control this turn", "had two or more creatures enter …", "had
 * another creature enter …" (other than the source, 109.5).
 */
function hadEnter(s: Scanner, who: 'you' | 'opponent', whose: 'your' | 'their'): Happened | null {
  if (!s.words('had')) return null;
  let op: Op = '>=';
  let value = 1;
  const another = s.words('another');
  if (!another && !s.words('a') && !s.words('an')) {
    const n = amount(s, true);
    if (n?.kind !== 'fixed' || n.value < 1 || !s.words('or more')) return null;
    value = n.value;
    op = '>=';
  }
  const found = description(s);
  if (!found || !namesPermanents(found) || !s.words(`enter the battlefield under ${whose} control`)) {
    return s.expected(`what entered, as in 'had a land enter the battlefield under ${whose} control this turn'`);
  }
  const of: Description = another ? { ...found, qualities: [...found.qualities, { kind: 'other' }] } : found;
  if (!s.words('this turn')) return s.expected("'this turn'");
  return { kind: 'entered', who, of, op, value };
}

/** "life", "3 or more life" (119.3). */
function life(s: Scanner, who: HappenedWho, what: HappenedWhat): Happened | null {
  if (s.words('life')) return when(s, who, what, '>=', 1);
  const n = amount(s);
  if (!n || n.kind !== 'fixed' || !s.words('or more life')) return null;
  return when(s, who, what, '>=', n.value);
}

/** "a spell", "two or more spells", "another spell" (not the source's own, `other`). */
function spellsCast(s: Scanner, who: HappenedWho, other: boolean): Happened | null {
  if (s.words('another spell')) return when(s, who, 'castSpells', '>=', 1, true);
  if (s.words('a spell')) return when(s, who, 'castSpells', '>=', 1, other);
  const n = amount(s);
  if (!n || n.kind !== 'fixed' || !s.words('or more spells')) return null;
  return when(s, who, 'castSpells', '>=', n.value, other);
}

/** "this turn" or "last turn" (the turn before this one, whoever's it was). */
function when(s: Scanner, who: HappenedWho, what: HappenedWhat, op: Op, value: number, other = false): Happened | null {
  let turn: 'this' | 'last';
  if (s.words('this turn')) turn = 'this';
  else if (s.words('last turn')) turn = 'last';
  else return s.expected("'this turn' or 'last turn'");
  // The turn's record keeps only what's asked of the last turn: spells cast and life lost (rules/state/turn-record.ts).
  if (turn === 'last' && what !== 'castSpells' && what !== 'lostLife') return null;
  return { kind: 'happened', who, what, turn, op, value, other };
}
