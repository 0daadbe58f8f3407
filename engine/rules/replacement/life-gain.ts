import type { GameState, PlayerId } from '../state/types.js';
import { inForce, isWhose } from './static-replacements.js';

/**
 * 614.1a, 616.1: the life `player` gains instead of `amount`, after the life gain replacements in force: "If you would
 * gain life, you gain twice that much life instead." doubles it (each once, 614.5: two double it twice); "If a player
 * would gain life, that player gains no life instead." leaves none, whatever the order. Called by ops/players.ts.
 */
export function lifeGainedInstead(state: GameState, player: PlayerId, amount: number): number {
  let gained = amount;
  for (const { source, effect } of inForce(state, 'lifeGainReplacement')) {
    if (!isWhose(effect.who, player, source.controller)) continue;
    if (effect.change === 'none') return 0;
    gained *= 2;
  }
  return gained;
}
