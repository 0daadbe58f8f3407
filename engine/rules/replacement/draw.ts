import type { GameState, PlayerId } from '../state/types.js';
import { inForce, isWhose } from './static-replacements.js';

/** A draw replacement chosen for one draw: what names it (614.5) and how many draws replace that one. */
export interface DrawReplacement {
  readonly key: string;
  readonly draws: number;
}

/**
 * 614.1a, 121.6: the draw replacement in force that changes `player`'s next draw ("If you would draw a card, draw two
 * cards instead."), or null. `applied` names those that made this draw already: each applies once to a draw and to the
 * draws that replace it (614.5), so two such effects make four draws. "… except the first one you draw in each of your
 * draw steps" leaves alone the first card that player draws in their own draw step (504.1). Called by ops/zones.ts.
 */
export function drawReplacementFor(
  state: GameState,
  player: PlayerId,
  applied: readonly string[],
): DrawReplacement | null {
  for (const { source, index, effect } of inForce(state, 'drawReplacement')) {
    const key = `${source.id}:${index}`;
    if (applied.includes(key) || !isWhose(effect.who, player, source.controller)) continue;
    if (effect.exceptFirstInDrawStep && isFirstDrawInDrawStep(state, player)) continue;
    return { key, draws: effect.draws };
  }
  return null;
}

/** 504.1: whether `player`'s next draw is the first card they draw in their own draw step this turn. */
export function isFirstDrawInDrawStep(state: GameState, player: PlayerId): boolean {
  const turn = state.turn;
  return turn.step === 'draw' && turn.activePlayer === player && !turn.drewInDrawStep;
}
