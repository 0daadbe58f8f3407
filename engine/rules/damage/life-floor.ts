import { inForce } from '../replacement/static-replacements.js';
import type { GameState, PlayerId } from '../state/types.js';

/**
 * 614.1a, 120.3a: the life `player` loses from `amount` damage, after "Damage that would reduce your life total to less
 * than 1 reduces it to 1 instead." (its controller's): never below the highest such floor, and none when the life total
 * is already at or below it. The damage itself is still dealt, all of it. Called by damage/deal-damage.ts.
 */
export function lifeLostToDamage(state: GameState, player: PlayerId, amount: number): number {
  const life = state.players[player]?.life ?? 0;
  let floor: number | null = null;
  for (const { source, effect } of inForce(state, 'lifeFloor')) {
    if (source.controller === player && (floor === null || effect.floor > floor)) floor = effect.floor;
  }
  if (floor === null || life - amount >= floor) return amount;
  return Math.max(0, life - floor);
}
