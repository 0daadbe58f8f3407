import type { GameState, PlayerId } from '../state/types.js';
import { changedCount } from './counters.js';
import { inForce, isWhose } from './static-replacements.js';

/**
 * 614.1a, 111.1: how many tokens `player` creates instead of `amount` in one creation, after the token replacements in
 * force ("If one or more tokens would be created, twice that many of those tokens are created instead."), each once
 * (614.5: two make four times as many). Called by the effects that create tokens.
 */
export function tokensInstead(state: GameState, player: PlayerId, amount: number): number {
  let n = amount;
  for (const { source, effect } of inForce(state, 'tokenReplacement')) {
    if (effect.who === null || isWhose(effect.who, player, source.controller)) n = changedCount(n, effect.change);
  }
  return n;
}
