import { isCreature } from '../state/characteristics.js';
import type { Transaction } from '../state/transaction.js';
import type { GameObject, GameState, ObjectId } from '../state/types.js';

/**
 * Soulbond's pairs (702.95). `GameObject.pairedWith` holds the creature an object is paired with, on both of them.
 * 702.95e: a pair ends when either leaves the battlefield (`ops/zones.ts`), another player gains control of either
 * (`ops/control.ts`), or either stops being a creature (`unpairBroken`, as state-based actions are checked).
 */

/**
 * The creature `object` is paired with now, or null: both on the battlefield under one controller, each paired with
 * the other. (Whether both are still creatures is settled by `unpairBroken`: asking here would make static abilities
 * that read pairs depend on the types they help compute.)
 */
export function partnerOf(state: GameState, object: GameObject): GameObject | null {
  const id = object.pairedWith;
  if (id === undefined) return null;
  const other = state.objects[id];
  if (!other || other.pairedWith !== object.id) return null;
  if (object.zone.zone !== 'battlefield' || other.zone.zone !== 'battlefield') return null;
  return object.controller === other.controller ? other : null;
}

/** 702.95b: pairs `a` and `b` (the caller checked 702.95c and that both are unpaired, 702.95d). */
export function pair(tx: Transaction, a: ObjectId, b: ObjectId): void {
  for (const [id, other] of [
    [a, b],
    [b, a],
  ] as const) {
    const object = tx.state.objects[id];
    if (object) tx.set(['objects', id, 'pairedWith'], object.pairedWith, other);
  }
}

/** 702.95e: `id` and the creature it is paired with become unpaired. */
export function unpair(tx: Transaction, id: ObjectId): void {
  const object = tx.state.objects[id];
  if (object?.pairedWith === undefined) return;
  const other = tx.state.objects[object.pairedWith];
  tx.set(['objects', id, 'pairedWith'], object.pairedWith, undefined);
  if (other?.pairedWith === id) tx.set(['objects', other.id, 'pairedWith'], other.pairedWith, undefined);
}

/** 702.95e: ends every pair one of whose creatures is no longer a creature or no longer paired with it. */
export function unpairBroken(tx: Transaction): void {
  for (const object of Object.values(tx.state.objects)) {
    if (object.pairedWith === undefined) continue;
    const partner = partnerOf(tx.state, object);
    if (!partner || !isCreature(object, tx.state) || !isCreature(partner, tx.state)) unpair(tx, object.id);
  }
}
