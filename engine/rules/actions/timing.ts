import { fail, ok, type Result } from '../result.js';
import type { GameState, PlayerId } from '../state/types.js';

/** 307.1 / 305.1: sorcery timing: your own main phase with an empty stack. */
export function checkSorceryTiming(state: GameState, player: PlayerId, what: string): Result {
  if (state.turn.activePlayer !== player) return fail(`${what} only during your own turn`);
  if (state.turn.step !== 'main1' && state.turn.step !== 'main2') {
    return fail(`${what} only in a main phase (it is the ${state.turn.step} step)`);
  }
  if (state.stack.length > 0) return fail(`${what} only while the stack is empty`);
  return ok();
}

/** Nobody acts once the game is over (104). */
export function checkGameNotOver(state: GameState, player?: PlayerId): Result {
  if (state.winner !== null) return fail(`the game is over: ${state.winner} won`);
  if (player !== undefined) {
    const p = state.players[player];
    if (!p) return fail(`no player ${player}`);
    if (p.lost) return fail(`${player} has lost the game`);
  }
  return ok();
}
