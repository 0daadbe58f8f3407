import type { CombatRestriction } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { description } from './description.js';

/** "All creatures able to block ~ do so": who must block, what they must block, and whether "this turn" was said. */
export interface LurePhrase<T> {
  readonly restriction: Extract<CombatRestriction, { kind: 'mustBeBlocked' }>;
  readonly blocked: T;
  readonly thisTurn: boolean;
}

/**
 * 509.1c, the Lure requirement: "All creatures able to block ~ do so", "All Walls able to block ~ do so", "all
 * creatures with flying able to block ~ do so", "All creatures able to block target creature this turn do so", "…
 * able to block it do so". Each creature matching the description that can block the creature named must block it;
 * the requirement is that creature's (`mustBeBlocked` with `all`). `blocked` reads the creature named ("~", "enchanted
 * creature", "target creature", "it": the caller's phrase). Null, unmoved, unless the whole phrase is there (with
 * "this turn" when `thisTurn` says it must be: an effect's duration).
 */
export function allAbleToBlock<T>(
  s: Scanner,
  blocked: (s: Scanner) => T | null,
  needsThisTurn = false,
): LurePhrase<T> | null {
  if (s.peekWord() !== 'all') return null;
  const save = s.mark();
  s.words('all');
  const by = description(s);
  // "Walls" reads as permanents with a subtype: only creatures block anyway (509.1a).
  if (!by || !by.nouns.every((n) => n === 'creature' || n === 'permanent') || !s.words('able to block')) {
    s.reset(save);
    return null;
  }
  const what = blocked(s);
  if (what === null) {
    s.expected("the creature they must block, such as '~' or 'target creature'");
    s.reset(save);
    return null;
  }
  const thisTurn = s.words('this turn');
  if (needsThisTurn && !thisTurn) {
    s.expected("'this turn' (how long it lasts) before 'do so'");
    s.reset(save);
    return null;
  }
  if (!s.words('do so')) {
    s.expected("'do so'");
    s.reset(save);
    return null;
  }
  return { restriction: { kind: 'mustBeBlocked', by, all: true }, blocked: what, thisTurn };
}
