import { battlefield } from '../state/queries.js';
import { isCreature, objectHasSubtype } from '../state/characteristics.js';
import type { GameState, PlayerId } from '../state/types.js';

/** 700.8: the four creature types a party is made of, one creature each. */
export const PARTY_TYPES: readonly string[] = ['Cleric', 'Rogue', 'Warrior', 'Wizard'];

/**
 * 700.8: the number of creatures in a player's party, 0 to 4 (700.8a: worked out by the game): up to one creature they
 * control for each of Cleric, Rogue, Warrior and Wizard, a creature counting for one type only and in the way that
 * gives the highest number (700.8b) — a largest matching of types to creatures, found by augmenting paths.
 */
export function partySize(state: GameState, player: PlayerId): number {
  // For each creature that could be a member, the types it could be the member for.
  const roles: number[][] = [];
  for (const object of battlefield(state)) {
    if (object.controller !== player || !isCreature(object, state)) continue;
    const fits = PARTY_TYPES.flatMap((type, i) => (objectHasSubtype(object, type, state) ? [i] : []));
    if (fits.length > 0) roles.push(fits);
  }
  const memberOf: (number | null)[] = PARTY_TYPES.map(() => null);
  const place = (creature: number, seen: Set<number>): boolean => {
    for (const type of roles[creature] ?? []) {
      if (seen.has(type)) continue;
      seen.add(type);
      const holder = memberOf[type];
      if (holder === null || holder === undefined || place(holder, seen)) {
        memberOf[type] = creature;
        return true;
      }
    }
    return false;
  };
  let size = 0;
  for (let creature = 0; creature < roles.length && size < PARTY_TYPES.length; creature++) {
    if (place(creature, new Set())) size++;
  }
  return size;
}
