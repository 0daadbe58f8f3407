import type { Transaction } from '../state/transaction.js';
import type { GameObject, GameState, ObjectId, PlayerZoneName, ZoneRef } from '../state/types.js';

/**
 * Cards exiled by a permanent's abilities (607.2a, 610.3). An exiled card remembers the permanent whose ability
 * exiled it (`GameObject.exiledWith`) together with that permanent's timestamp: the permanent is the same object
 * only until it leaves the battlefield (400.7), so a permanent that left and came back has exiled nothing.
 *
 * - "the exiled card" (607.2a): the cards in exile linked to the source (`isExiledWith`).
 * - "exile … until ~ leaves the battlefield" (610.3): the card goes back to the zone it came from as soon as the
 *   source leaves the battlefield (`returnExiledUntil`, from `ops/zones.ts`), onto the battlefield under its owner's
 *   control (610.3c). If the source already left before the card would be exiled, it isn't (610.3a, 610.3b:
 *   `sourceStillThere`).
 */

/** Notes that `source`'s ability exiled `card` (just moved to exile); `returnTo` for "until ~ leaves" (610.3). */
export function linkExiled(tx: Transaction, card: ObjectId, source: ObjectId, returnTo?: PlayerZoneName): void {
  const object = tx.state.objects[card];
  const from = tx.state.objects[source];
  if (!object || !from || object.zone.zone !== 'exile') return;
  const link = { source, stamp: from.timestamp ?? 0, ...(returnTo ? { returnTo } : {}) };
  tx.set(['objects', card, 'exiledWith'], object.exiledWith, link);
}

/**
 * 610.3a, 610.3b: whether the "until ~ leaves the battlefield" event has not happened yet: the source is on the
 * battlefield and entered before the ability was put on the stack (`stackedAt`, the stack item's id number; a
 * permanent's timestamp is the id counter when it entered). A spell's source is never on the battlefield.
 */
export function sourceStillThere(state: GameState, source: ObjectId, stackedAt: number | null): boolean {
  const object = state.objects[source];
  if (!object || object.zone.zone !== 'battlefield') return false;
  return stackedAt === null || (object.timestamp ?? 0) <= stackedAt;
}

/** 607.2a: whether `object` is a card in exile that `source`, as the object it is now, exiled. */
export function isExiledWith(state: GameState, object: GameObject, source: ObjectId | null): boolean {
  const link = object.exiledWith;
  if (!link || source === null || link.source !== source || object.zone.zone !== 'exile') return false;
  return link.stamp === (state.objects[source]?.timestamp ?? 0);
}

/** 400.7: a card that leaves exile is a new object, linked to nothing. */
export function forgetExiledWithOnMove(tx: Transaction, object: GameObject, from: ZoneRef, to: ZoneRef): void {
  if (object.exiledWith !== undefined && from.zone === 'exile' && to.zone !== 'exile') {
    tx.set(['objects', object.id, 'exiledWith'], object.exiledWith, undefined);
  }
}

/**
 * 610.3: `left` just left the battlefield: every card it exiled "until ~ leaves the battlefield" returns to the zone it
 * came from at once, all together (610.3d), under its owner's control (610.3c). `move` is `ops/zones.ts`'s `moveTo`.
 */
export function returnExiledUntil(
  tx: Transaction,
  left: GameObject,
  move: (tx: Transaction, id: ObjectId, to: ZoneRef) => boolean,
): void {
  const stamp = left.timestamp ?? 0;
  const back: GameObject[] = [];
  for (const player of tx.state.playerOrder) {
    for (const id of tx.state.players[player]?.zones.exile ?? []) {
      const card = tx.state.objects[id];
      const link = card?.exiledWith;
      if (card && link?.returnTo !== undefined && link.source === left.id && link.stamp === stamp) back.push(card);
    }
  }
  for (const card of back) {
    const returnTo = card.exiledWith?.returnTo;
    if (returnTo) move(tx, card.id, { player: card.owner, zone: returnTo });
  }
}
