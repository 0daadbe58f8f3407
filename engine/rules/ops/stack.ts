import type { Transaction } from '../state/transaction.js';
import type { ObjectId, PlayerId } from '../state/types.js';

/**
 * Takes the spell whose card is `card` off the stack (701.5a countering, or an effect moving a spell's card), so
 * it never resolves. Moving the card itself is the caller's (it goes to its owner's graveyard, exile, …).
 * Returns whether there was such a spell.
 */
export function removeSpell(tx: Transaction, card: ObjectId): boolean {
  const stack = tx.state.stack;
  const kept = stack.filter((item) => item.kind !== 'spell' || item.card !== card);
  if (kept.length === stack.length) return false;
  tx.set(['stack'], stack, kept);
  return true;
}

/** 101.4: the players in APNAP order — the active player, then the others in turn order. */
export function inApnapOrder(tx: Transaction, players: readonly PlayerId[]): PlayerId[] {
  const order = tx.state.playerOrder;
  const start = Math.max(0, order.indexOf(tx.state.turn.activePlayer));
  const rank = (p: PlayerId) => (order.indexOf(p) - start + order.length) % order.length;
  return [...players].sort((a, b) => rank(a) - rank(b));
}
