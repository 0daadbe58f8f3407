import { formatManaCost } from '../../mana/mana-cost.js';
import type { ManaCost } from '../../mana/mana-symbol.js';
import type { CardTemplate } from '../../templates/card-template.js';
import type { Transaction } from '../state/transaction.js';
import type { GameObject, GameState, ObjectId, ZoneRef } from '../state/types.js';

/**
 * 702.33d: "kicked" is remembered on the card as plain data (`GameObject.kicked`), set as it is cast with its kicker
 * cost paid, kept as the spell becomes a permanent (so "When ~ enters the battlefield, if it was kicked" and "If ~
 * was kicked" still see it), and forgotten on any other zone change (400.7: a new object). Edits, so undo takes it
 * back.
 */
export function wasKicked(state: GameState, id: ObjectId | null, cost: ManaCost | null = null): boolean {
  const object = id === null ? undefined : state.objects[id];
  if (object?.kicked !== true) return false;
  if (cost === null) return true;
  // 702.33f: "kicked with its [A] kicker": that one of its kicker costs (A is the first listed, B the second).
  const wanted = formatManaCost(cost);
  const index = kickerCosts(object.template).findIndex((c) => formatManaCost(c) === wanted);
  return index >= 0 && (object.kickedWith ?? [0]).includes(index);
}

/** 702.33b: the kicker costs a card lists, in printed order ("Kicker {1}{R} and/or {G}" lists two). */
export function kickerCosts(template: CardTemplate): readonly ManaCost[] {
  return template.abilities.flatMap((a) => (a.kind === 'kicker' ? [a.mana] : []));
}

/**
 * 601.2f, 702.33a: the spell was cast with its kicker cost paid; `kickers`, of a card with two kicker costs, which
 * (702.33b).
 */
export function markKicked(tx: Transaction, id: ObjectId, kickers: readonly number[] = [0]): void {
  const object = tx.state.objects[id];
  if (object && object.kicked !== true) tx.set(['objects', id, 'kicked'], object.kicked, true);
  if (object && kickerCosts(object.template).length > 1)
    tx.set(['objects', id, 'kickedWith'], object.kickedWith, [...kickers]);
}

/** 400.7: a card that changes zones forgets it was kicked, except a resolving spell becoming a permanent (608.3). */
export function forgetKickedOnMove(tx: Transaction, object: GameObject, from: ZoneRef, to: ZoneRef): void {
  if (object.kicked === undefined) return;
  if (from.zone === 'stack' && to.zone === 'battlefield') return;
  tx.set(['objects', object.id, 'kicked'], object.kicked, undefined);
  if (object.kickedWith !== undefined) tx.set(['objects', object.id, 'kickedWith'], object.kickedWith, undefined);
}
