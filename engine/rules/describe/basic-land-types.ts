import { isBasicLandType, subtypesOf } from '../state/characteristics.js';
import type { GameState, ObjectId } from '../state/types.js';

/**
 * Domain: how many basic land types (Plains, Island, Swamp, Mountain, Forest; 205.3i) the given permanents have between
 * them now, each type counted once (0 to 5). Their subtypes as effects leave them (layer 4, 613.1d): a Forest made an
 * Island counts as an Island only.
 */
export function basicLandTypeCount(state: GameState, ids: readonly ObjectId[]): number {
  const seen = new Set<string>();
  for (const id of ids) {
    const object = state.objects[id];
    if (!object) continue;
    for (const type of subtypesOf(object, state)) if (isBasicLandType(type)) seen.add(type.toLowerCase());
  }
  return seen.size;
}
