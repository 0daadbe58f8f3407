import type { AlternativeKeyword } from '../../templates/card-template.js';
import type { Transaction } from '../state/transaction.js';
import type { GameObject, GameState, ObjectId, ZoneRef } from '../state/types.js';

/**
 * 702.74a: which keyword's alternative cost a spell was cast for ("if its evoke cost was paid") is remembered on the
 * card as plain data (`GameObject.castFor`), like kicked (ops/kicker.ts): set as it is cast, kept as the spell
 * becomes a permanent, forgotten on any other zone change (400.7). Edits, so undo takes it back.
 */
export function wasCastFor(state: GameState, id: ObjectId | null, keyword: AlternativeKeyword): boolean {
  return id !== null && state.objects[id]?.castFor === keyword;
}

/** 601.2b, 601.2f: the spell is being cast for its keyword alternative cost. */
export function markCastFor(tx: Transaction, id: ObjectId, keyword: AlternativeKeyword): void {
  const object = tx.state.objects[id];
  if (object && object.castFor !== keyword) tx.set(['objects', id, 'castFor'], object.castFor, keyword);
}

/** 400.7: a card that changes zones forgets how it was cast, except a resolving spell becoming a permanent (608.3). */
export function forgetCastForOnMove(tx: Transaction, object: GameObject, from: ZoneRef, to: ZoneRef): void {
  if (object.castFor === undefined) return;
  if (from.zone === 'stack' && to.zone === 'battlefield') return;
  tx.set(['objects', object.id, 'castFor'], object.castFor, undefined);
}
