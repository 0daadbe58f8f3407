import { declareAttackers } from '../combat/declare-attackers.js';
import { declareBlockers, setDamageOrder } from '../combat/declare-blockers.js';
import { fail, type Result } from '../result.js';
import { runStateBasedActions } from '../sba/state-based-actions.js';
import type { Transaction } from '../state/transaction.js';
import { nextStep } from '../turn/next-step.js';
import { activate } from './activate.js';
import { cast } from './cast.js';
import { playLand } from './play-land.js';
import { passPriority, resetPriority } from './priority.js';
import { resolveTop } from './resolve.js';
import { sandbox } from './sandbox.js';
import { checkGameNotOver } from './timing.js';
import type { Action, RulesOptions } from './types.js';

function dispatch(tx: Transaction, action: Action): Result {
  switch (action.type) {
    case 'playLand':
      return playLand(tx, action);
    case 'cast':
      return cast(tx, action);
    case 'activate':
      return activate(tx, action);
    case 'passPriority':
      return passPriority(tx, action);
    case 'resolve':
      return resolveTop(tx);
    case 'nextStep':
      return nextStep(tx);
    case 'declareAttackers':
      return declareAttackers(tx, action);
    case 'declareBlockers':
      return declareBlockers(tx, action);
    case 'setDamageOrder':
      return setDamageOrder(tx, action);
    case 'addCard':
    case 'setLife':
    case 'setPool':
    case 'setStep':
      return sandbox(tx, action);
  }
  // Actions arrive as JSON from UIs and scenario files, so an unknown type is possible at run time.
  return fail(`unknown action type "${(action as { type: string }).type}"`);
}

const SANDBOX: readonly Action['type'][] = ['addCard', 'setLife', 'setPool', 'setStep'];

/**
 * Runs one action inside `tx`, then state-based actions (704.3: checked whenever a player would get priority).
 * Returns the action's result; the caller commits or rolls back the transaction.
 */
export function performIn(tx: Transaction, action: Action, options: RulesOptions): Result {
  if (typeof action !== 'object' || action === null || typeof action.type !== 'string') {
    return fail('not an action');
  }
  if (!SANDBOX.includes(action.type)) {
    const player = 'player' in action ? action.player : undefined;
    const over = checkGameNotOver(tx.state, player);
    if (!over.ok) return over;
  }
  const result = dispatch(tx, action);
  if (!result.ok) return result;
  // A player's action gives them priority again; sandbox actions name the player they change, not an actor.
  if (action.type !== 'passPriority' && 'player' in action && !SANDBOX.includes(action.type)) {
    resetPriority(tx, action.player);
  }
  runStateBasedActions(tx, { legendRule: options.legendRule });
  return result;
}
