import type { CardTemplate, Description } from '../../templates/card-template.js';
import { matchesDescription } from '../describe/matches.js';
import { protectedFrom } from '../protection/protection.js';
import { isCreature } from '../state/characteristics.js';
import type { Transaction } from '../state/transaction.js';
import type { GameObject, GameState, ObjectId } from '../state/types.js';

/**
 * Auras (303.4) and Equipment (301.5): what an object may be attached to, attaching (701.3), and the state-based
 * checks 704.5m and 704.5n. `GameObject.attachedTo` holds the object or player it is attached to.
 */

/** 303.4: an Aura is an enchantment with the subtype Aura. */
export function isAura(template: CardTemplate): boolean {
  return template.types.includes('enchantment') && template.subtypes.includes('Aura');
}

/** 301.5: an Equipment is an artifact with the subtype Equipment. */
export function isEquipment(template: CardTemplate): boolean {
  return template.types.includes('artifact') && template.subtypes.includes('Equipment');
}

/** 702.5a: what the Aura's enchant abilities allow (all of them must, 702.5c); null when it has none. */
export function enchantDescriptions(template: CardTemplate): readonly Description[] {
  const out: Description[] = [];
  for (const a of template.abilities) if (a.kind === 'enchant') out.push(a.what);
  return out;
}

/**
 * Whether `aura` may be attached to `to` now (303.4d, 702.5a): `to` is a permanent on the battlefield or a player in
 * the game, fits each of its enchant abilities as its controller sees them, and isn't the Aura itself.
 */
export function canEnchant(state: GameState, aura: GameObject, to: string): boolean {
  if (to === aura.id) return false;
  const target = state.objects[to];
  if (target && target.zone.zone !== 'battlefield') return false;
  if (!target && !state.players[to]) return false;
  // 702.16c: not a permanent with protection from a quality the Aura has (one it is attached to already stays where
  // the protection's effect "doesn't remove" it).
  if (target && protectedFrom(state, target, aura, aura.attachedTo === to) !== null) return false;
  const descriptions = enchantDescriptions(aura.template);
  if (descriptions.length === 0) return false;
  return descriptions.every((d) => matchesDescription(state, to, d, { controller: aura.controller, source: aura.id }));
}

/** 301.5c: an Equipment equips only a creature on the battlefield, never itself; an Equipment creature can't equip. */
export function canEquip(state: GameState, equipment: GameObject, to: string): boolean {
  if (to === equipment.id || isCreature(equipment, state)) return false;
  const target = state.objects[to];
  if (target === undefined || target.zone.zone !== 'battlefield' || !isCreature(target, state)) return false;
  // 702.16d: not a creature with protection from a quality the Equipment has (see canEnchant).
  return protectedFrom(state, target, equipment, equipment.attachedTo === to) === null;
}

/**
 * 701.3a: attaches `id` to `to`. 701.3b: nothing happens when it can't be attached to that (an Aura to what it
 * can't enchant, an Equipment to a noncreature) or is already attached to it. A permanent that becomes attached to
 * another object gets a new timestamp (613.7e); an Aura spell resolving (still on the stack) gets its timestamp as
 * it enters the battlefield (613.7d). Returns whether it was attached.
 */
export function attach(tx: Transaction, id: ObjectId, to: string): boolean {
  const state = tx.state;
  const object = state.objects[id];
  if (!object || object.attachedTo === to) return false;
  const where = object.zone.zone;
  if (where !== 'battlefield' && where !== 'stack') return false;
  const legal = isAura(object.template)
    ? canEnchant(state, object, to)
    : isEquipment(object.template) && canEquip(state, object, to);
  if (!legal) return false;
  tx.set(['objects', id, 'attachedTo'], object.attachedTo, to);
  if (where === 'battlefield') stampNow(tx, id);
  return true;
}

/** 704.5n, 701.3d: the Equipment stays where it is, attached to nothing. */
export function unattach(tx: Transaction, id: ObjectId): void {
  const object = tx.state.objects[id];
  if (object && object.attachedTo !== null) tx.set(['objects', id, 'attachedTo'], object.attachedTo, null);
}

/**
 * 613.7d, 613.7e: gives the object the timestamp "now": the state's id counter, which only grows (and which undo
 * rolls back). It is not used up, so ids stay as they were; an effect that begins later takes this number or a
 * higher one and counts as later (continuous/static-abilities.ts orders an object before an effect of equal number).
 */
export function stampNow(tx: Transaction, id: ObjectId): void {
  const object = tx.state.objects[id];
  if (object) tx.set(['objects', id, 'timestamp'], object.timestamp, tx.state.nextId);
}

/**
 * 704.5m: an Aura attached to an illegal object or player, or to nothing, is put into its owner's graveyard.
 * 704.5n: an Equipment attached to an illegal permanent or to a player becomes unattached. What to do with one
 * permanent: 'graveyard', 'unattach' or null (nothing).
 */
export function attachmentProblem(state: GameState, o: GameObject): 'graveyard' | 'unattach' | null {
  if (isAura(o.template)) {
    return o.attachedTo === null || !canEnchant(state, o, o.attachedTo) ? 'graveyard' : null;
  }
  if (o.attachedTo === null) return null;
  if (isEquipment(o.template)) return canEquip(state, o, o.attachedTo) ? null : 'unattach';
  // 301.5c-like for anything else attached (a former Equipment): it can't stay attached to something gone.
  const target = state.objects[o.attachedTo];
  return target && target.zone.zone === 'battlefield' ? null : 'unattach';
}
