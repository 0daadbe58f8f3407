import type { Transaction } from '../state/transaction.js';
import type { ObjectId, PlayerId, SpellItem, ZoneRef } from '../state/types.js';

/**
 * Takes the spell whose card is `card` off the stack (701.5a countering, or an effect moving a spell's card), so
 * it never resolves. Moving the card itself is the caller's (it goes to its owner's graveyard, exile, …; see
 * `leavingStackTo`). Returns the spell taken off, or null when there was no such spell.
 */
export function removeSpell(tx: Transaction, card: ObjectId): SpellItem | null {
  const stack = tx.state.stack;
  const removed = stack.find((item): item is SpellItem => item.kind === 'spell' && item.card === card);
  if (!removed) return null;
  tx.set(
    ['stack'],
    stack,
    stack.filter((item) => item !== removed),
  );
  return removed;
}

/**
 * 702.34a: where a spell's card goes as it leaves the stack (resolved, countered, fizzled or moved by an effect): a
 * spell cast with flashback is exiled instead of going anywhere else; any other goes to `to`.
 */
export function leavingStackTo(spell: SpellItem | null, card: { readonly owner: PlayerId }, to: ZoneRef): ZoneRef {
  return spell?.flashback === true && to.zone !== 'exile' ? { player: card.owner, zone: 'exile' } : to;
}

/** 101.4: the players in APNAP order — the active player, then the others in turn order. */
export function inApnapOrder(tx: Transaction, players: readonly PlayerId[]): PlayerId[] {
  const order = tx.state.playerOrder;
  const start = Math.max(0, order.indexOf(tx.state.turn.activePlayer));
  const rank = (p: PlayerId) => (order.indexOf(p) - start + order.length) % order.length;
  return [...players].sort((a, b) => rank(a) - rank(b));
}
