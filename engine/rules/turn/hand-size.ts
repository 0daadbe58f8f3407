import type { GameState, PlayerId } from '../state/types.js';

/** 402.2: the maximum hand size a player has unless an effect changes it. */
export const NORMAL_MAXIMUM_HAND_SIZE = 7;

/**
 * 402.2: `player`'s maximum hand size now (the number of cards they discard down to in their cleanup step, 514.1);
 * null when they have no maximum hand size.
 */
export function maximumHandSize(_state: GameState, _player: PlayerId): number | null {
  return NORMAL_MAXIMUM_HAND_SIZE;
}
