import { restrictionsOfKind, type Combatant } from '../combatant.js';
import { because } from '../granted.js';

/**
 * Attack requirements (508.1d) and the permission to block more (509.1a); block requirements (509.1c) are weighed
 * together in ../block-requirements.ts. A requirement is obeyed as far as the
 * restrictions allow: the declaration checks them only for creatures that could attack or block at all.
 */

/** 508.1d: "~ attacks each combat if able": why it must be declared as an attacker, or null. */
export function attackRequirement(c: Combatant): string | null {
  const g = restrictionsOfKind(c, 'attacksEachCombat')[0];
  return g ? because(g, 'attacks each combat if able (508.1d)') : null;
}

/**
 * 509.1a: how many attackers it may block: one, plus "can block an additional creature each combat" (each adds
 * theirs), or any number. `extra` is what the scenario or sandbox set up.
 */
export function blockCapacity(c: Combatant, extra: number): number {
  let capacity = 1 + extra;
  for (const g of restrictionsOfKind(c, 'canBlockAdditional')) {
    if (g.restriction.count === null) return Infinity;
    capacity += g.restriction.count;
  }
  return capacity;
}
