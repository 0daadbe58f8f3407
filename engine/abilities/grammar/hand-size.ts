import type { HandSizeChange, Whose } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { amount } from './amount.js';

/** 402.2: one player characteristic changed: whose maximum hand size and how. */
export interface HandSizeClause {
  readonly who: Whose;
  readonly change: HandSizeChange;
}

/** "no maximum hand size" (after "have"/"has"): the player has none (402.2). */
export function noMaximumHandSize(s: Scanner): HandSizeChange | null {
  return s.peekWord() === 'no' && s.words('no maximum hand size') ? { kind: 'none' } : null;
}

/**
 * After "… maximum hand size": "is increased by one", "is reduced by seven", "is two" (402.2). Null, unmoved, for
 * other words; a number that isn't one is refused.
 */
export function handSizeChange(s: Scanner): HandSizeChange | null {
  const save = s.mark();
  if (!s.words('is')) return null;
  const by = s.words('increased by') ? 'plus' : s.words('reduced by') ? 'minus' : 'set';
  const n = amount(s);
  if (n?.kind === 'fixed') return { kind: by, amount: n.value };
  s.expected("a number, such as 'increased by one' or 'two'");
  s.reset(save);
  return null;
}

/** "you have", "players have", "each player has", "your opponents have", "each opponent has": who has it. */
function haver(s: Scanner): Whose | null {
  if (s.words('you have')) return 'you';
  if (s.words('players have') || s.words('each player has')) return 'each';
  if (s.words('your opponents have') || s.words('each opponent has')) return 'opponent';
  return null;
}

/** "your", "each player's", "each opponent's", "your opponents'" before "maximum hand size": whose it is. */
function owner(s: Scanner): Whose | null {
  if (s.words("your opponents'") || s.words("each opponent's")) return 'opponent';
  if (s.words('your')) return 'you';
  if (s.words("each player's")) return 'each';
  return null;
}

const FIRST_WORDS: ReadonlySet<string> = new Set(['you', 'your', 'players', 'each']);

/**
 * 402.2, as a static ability's words: "You have no maximum hand size", "Players have no maximum hand size", "Your
 * maximum hand size is increased by one", "Each opponent's maximum hand size is reduced by two", "Your maximum hand
 * size is two" (without the period). Null, unmoved, when the words aren't these.
 */
export function maximumHandSizeClause(s: Scanner): HandSizeClause | null {
  if (!FIRST_WORDS.has(s.peekWord())) return null;
  const save = s.mark();
  const has = haver(s);
  if (has !== null) {
    const change = noMaximumHandSize(s);
    if (change) return { who: has, change };
    s.reset(save);
    return null;
  }
  const whose = owner(s);
  if (whose !== null && s.words('maximum hand size')) {
    const change = handSizeChange(s);
    if (change) return { who: whose, change };
  }
  s.reset(save);
  return null;
}
