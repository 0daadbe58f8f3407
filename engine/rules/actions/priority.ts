import { fail, ok, type Result } from '../result.js';
import type { Transaction } from '../state/transaction.js';
import { nextStep } from '../turn/next-step.js';
import { resolveTop } from './resolve.js';
import type { Action } from './types.js';

/**
 * 117.3d / 405.5: passing priority. When every player still in the game has passed in succession, the top of
 * the stack resolves (and the active player gets priority, 117.3b) or, with an empty stack, the step ends. The
 * passing player's `answers` are the choices the resolving spell or ability asks of its controller (608.2d).
 * The sandbox does not force players to hold priority to act; any other action resets the passes.
 */
export function passPriority(tx: Transaction, action: Extract<Action, { type: 'passPriority' }>): Result {
  const turn = tx.state.turn;
  if (turn.priority !== action.player) return fail(`${turn.priority} has priority, not ${action.player}`);
  tx.emit({ type: 'priorityPassed', player: action.player });
  const alive = tx.state.playerOrder.filter((p) => !tx.state.players[p]?.lost);
  const passes = [...turn.passes, action.player];
  const ends = alive.every((p) => passes.includes(p));
  if ((action.discard?.length ?? 0) > 0 && (!ends || tx.state.stack.length > 0)) {
    // 514.1: the cards go only as the step ends into a cleanup step, which this pass doesn't do.
    return fail('cards are discarded down to the maximum hand size only by the pass that ends the step (514.1)');
  }
  if (ends) {
    if (tx.state.stack.length > 0) {
      const resolved = resolveTop(tx, action.answers);
      if (!resolved.ok) return resolved;
      const now = tx.state.turn;
      tx.set(['turn'], now, { ...now, priority: now.activePlayer, passes: [] });
      return ok();
    }
    return nextStep(tx, action.keepTapped, action.discard);
  }
  const order = tx.state.playerOrder;
  let next = order[(order.indexOf(action.player) + 1) % order.length] as string;
  while (tx.state.players[next]?.lost) next = order[(order.indexOf(next) + 1) % order.length] as string;
  tx.set(['turn'], turn, { ...turn, priority: next, passes });
  return ok();
}

/** 117.3c: after a player acts, they receive priority again and the run of passes starts over. */
export function resetPriority(tx: Transaction, player: string): void {
  const turn = tx.state.turn;
  if (turn.priority === player && turn.passes.length === 0) return;
  tx.set(['turn'], turn, { ...turn, priority: player, passes: [] });
}
