import { setDamage, setDeathtouched } from '../ops/permanents.js';
import { hasKeyword } from '../state/characteristics.js';
import type { GameState, ObjectId } from '../state/types.js';
import { destroy } from './execute.js';
import type { ReplacementEffect } from './types.js';

/**
 * 702.89a: "Totem armor" (now "umbra armor") means "If enchanted permanent would be destroyed, instead remove all
 * damage marked on it and destroy this Aura." A replacement of the destruction of the permanent an Aura with it is
 * attached to (lethal damage and deathtouch included, 704.5g-h); the Aura's own destruction is a new event, which
 * may be replaced in turn. With several such Auras, the first attached in turn order is used (616.1).
 */
export const totemArmor: ReplacementEffect = {
  id: 'totem-armor',
  applies(state, event) {
    return event.kind === 'destroy' && armorOn(state, event.object) !== null;
  },
  apply(tx, event) {
    const aura = armorOn(tx.state, event.object);
    if (aura === null) return { kind: 'modified', event };
    setDamage(tx, event.object, 0);
    setDeathtouched(tx, event.object, false);
    tx.emit({ type: 'destructionPrevented', object: event.object, by: 'totem armor' });
    destroy(tx, aura);
    return { kind: 'replaced' };
  },
};

/** An Aura with totem armor attached to the permanent, on the battlefield. */
function armorOn(state: GameState, id: ObjectId): ObjectId | null {
  for (const other in state.objects) {
    const o = state.objects[other];
    if (o?.attachedTo !== id || o.zone.zone !== 'battlefield') continue;
    if (hasKeyword(o, 'totem armor', state) || hasKeyword(o, 'umbra armor', state)) return o.id;
  }
  return null;
}
