import type { Transaction } from '../state/transaction.js';
import type { GameObject, GameState, ObjectId, ZoneRef } from '../state/types.js';

/**
 * 702.33d: "kicked" is remembered on the card as plain data (`GameObject.kicked`), set as it is cast with its kicker
 * cost paid, kept as the spell becomes a permanent (so "When ~ enters the battlefield, if it was kicked" and "If ~
 * was kicked" still see it), and forgotten on any other zone change (400.7: a new object). Edits, so undo takes it
 * back.
 */
export function wasKicked(state: GameState, id: ObjectId | null): boolean {
  return id !== null && state.objects[id]?.kicked === true;
}

/** 601.2f, 702.33a: the spell was cast with its kicker cost paid. */
export function markKicked(tx: Transaction, id: ObjectId): void {
  const object = tx.state.objects[id];
  if (object && object.kicked !== true) tx.set(['objects', id, 'kicked'], object.kicked, true);
}

/** 400.7: a card that changes zones forgets it was kicked, except a resolving spell becoming a permanent (608.3). */
export function forgetKickedOnMove(tx: Transaction, object: GameObject, from: ZoneRef, to: ZoneRef): void {
  if (object.kicked === undefined) return;
  if (from.zone === 'stack' && to.zone === 'battlefield') return;
  tx.set(['objects', object.id, 'kicked'], object.kicked, undefined);
}
