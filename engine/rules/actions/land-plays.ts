import { inForce, isWhose } from '../replacement/static-replacements.js';
import type { GameState, PlayerId } from '../state/types.js';

/**
 * 305.2: how many lands `player` may play this turn: one, plus those "You may play an additional land on each of your
 * turns." allows while its source is on the battlefield, plus those "You may play an additional land this turn."
 * allowed this turn. 305.2a-b: each such effect adds its own; they don't depend on each other.
 */
export function landPlaysAllowed(state: GameState, player: PlayerId): number {
  let allowed = 1 + (state.turn.additionalLands?.[player] ?? 0);
  for (const { source, effect } of inForce(state, 'additionalLands')) {
    if (isWhose(effect.who, player, source.controller)) allowed += effect.count;
  }
  return allowed;
}
