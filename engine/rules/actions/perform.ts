import { declareAttackers } from '../combat/declare-attackers.js';
import { declareBlockers, setDamageOrder } from '../combat/declare-blockers.js';
import { fail, type Result } from '../result.js';
import { runStateBasedActions } from '../sba/state-based-actions.js';
import type { Transaction } from '../state/transaction.js';
import { collectTriggers } from '../triggers/collect.js';
import { stackTriggers, waitingReason } from '../triggers/stack-triggers.js';
import { declineFreeCast, freeCastOf, freeCastWaiting } from '../ops/free-cast.js';
import { offeredCardCastable } from '../game/legal-actions.js';
import { nextStep } from '../turn/next-step.js';
import { activate } from './activate.js';
import { cast } from './cast.js';
import { playLand } from './play-land.js';
import { passPriority, resetPriority } from './priority.js';
import { putTrigger } from './put-trigger.js';
import { resolveTop } from './resolve.js';
import { turnFaceUpAction } from './turn-face-up.js';
import { suspendAction } from './suspend.js';
import { rollPlanarDie } from './planar-die.js';
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
    case 'turnFaceUp':
      return turnFaceUpAction(tx, action);
    case 'suspend':
      return suspendAction(tx, action);
    case 'passPriority':
      return passPriority(tx, action);
    case 'resolve':
      return resolveTop(tx, action.answers);
    case 'putTrigger':
      return putTrigger(tx, action);
    case 'declineCast':
      return declineFreeCast(tx, action.player);
    case 'nextStep':
      return nextStep(tx, action.keepTapped, action.discard);
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
    case 'setInMotion':
      return sandbox(tx, action);
    case 'rollPlanarDie':
      return rollPlanarDie(tx, action);
  }
  // Actions arrive as JSON from UIs and scenario files, so an unknown type is possible at run time.
  return fail(`unknown action type "${(action as { type: string }).type}"`);
}

const SANDBOX: readonly Action['type'][] = ['addCard', 'setLife', 'setPool', 'setStep', 'setInMotion'];

/**
 * Runs one action inside `tx`, then what happens before a player receives priority (117.5, 603.3b): state-based
 * actions (704.3), then the triggered abilities the action's game events triggered (603.2) go on the stack.
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
    // 608.2g: a card offered during a resolution is cast or declined before anything else (the resolution goes on).
    const offered =
      action.type === 'declineCast' ||
      (action.type === 'cast' && freeCastOf(tx.state, action.player, action.card) !== null);
    const casting = offered ? null : freeCastWaiting(tx.state);
    if (casting !== null) return fail(casting);
    // 702.62a: suspend's cast is "if able": it may be declined only when no way of casting it is legal.
    if (action.type === 'declineCast' && tx.state.pendingCast?.suspend === true) {
      if (offeredCardCastable(tx.state, action.player, options))
        return fail(`${action.player} must cast the suspended card: it can be cast (702.62a: "if able")`);
    }
    // 603.3d: a trigger waiting for its targets comes before anything else a player does (not in the untap step,
    // where triggers wait for the upkeep, 502.4).
    const waiting = action.type === 'putTrigger' || offered || untapStep(tx) ? null : waitingReason(tx.state);
    if (waiting !== null) return fail(waiting);
  }
  const result = dispatch(tx, action);
  if (!result.ok) return result;
  // A player's action gives them priority again; sandbox actions name the player they change, not an actor. Putting
  // a trigger on the stack is part of getting to priority (603.3), so whoever was getting it keeps it.
  const acting = action.type !== 'passPriority' && action.type !== 'putTrigger' && !SANDBOX.includes(action.type);
  if (acting && 'player' in action) resetPriority(tx, action.player);
  settle(tx, options);
  return result;
}

/**
 * 117.5 / 603.3b: before a player receives priority, state-based actions are performed until none apply, then the
 * triggered abilities that triggered (during the action or those actions) go on the stack. Putting them there
 * changes nothing state-based actions look at and emits no event a trigger watches (only triggers without targets go
 * by themselves; one that targets goes with `putTrigger`, whose own settling sees what it targeted, 603.3d), so one
 * round suffices.
 * Only game events emitted here trigger anything: undo and redo replay edits and emit none, so they never do.
 */
function settle(tx: Transaction, options: RulesOptions): void {
  runStateBasedActions(tx, { legendRule: options.legendRule });
  collectTriggers(tx, 0);
  // 608.2g: while a card offered by a resolving ability waits to be cast, the resolution isn't over: its triggers wait.
  // 502.4: no player receives priority in the untap step; what triggered there ("Whenever ~ becomes untapped") goes
  // on the stack as the upkeep begins.
  if (!tx.state.pendingCast && !untapStep(tx)) stackTriggers(tx);
  // 514.3a: a triggered ability waiting in the cleanup step (a madness discard, "at the beginning of the next cleanup
  // step") gives players priority there, and another cleanup step follows this one.
  const turn = tx.state.turn;
  if (
    turn.step === 'cleanup' &&
    !turn.cleanupAgain &&
    (tx.state.stack.length > 0 || tx.state.pendingTriggers.length > 0)
  ) {
    tx.set(['turn'], turn, { ...turn, cleanupAgain: true });
  }
}

function untapStep(tx: Transaction): boolean {
  return tx.state.turn.step === 'untap';
}
