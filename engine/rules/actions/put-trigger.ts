import { fail, ok, type Result } from '../result.js';
import type { Transaction } from '../state/transaction.js';
import {
  checkTriggerTargets,
  pendingInApnapOrder,
  putOnStack,
  triggeredAbilityOf,
} from '../triggers/stack-triggers.js';
import { chosenEffects } from '../../templates/modes.js';
import { checkModes } from './abilities.js';
import type { Action } from './types.js';

/**
 * 603.3: a player puts one of their pending triggered abilities on the stack, choosing its targets (603.3d, as in
 * 601.2c). 603.3b: the active player's triggers go first, then each other player's in turn order; within their own,
 * a player picks any order, one `putTrigger` at a time. Triggers left pending without a choice to make are put on the
 * stack by themselves once this action is done.
 */
export function putTrigger(tx: Transaction, action: Extract<Action, { type: 'putTrigger' }>): Result {
  const state = tx.state;
  const trigger = state.pendingTriggers.find((t) => t.id === action.trigger);
  if (!trigger) return fail(`there is no pending triggered ability ${action.trigger}`);
  const name = (trigger.sourceTemplate ?? state.objects[trigger.source]?.template)?.name ?? trigger.source;
  if (trigger.controller !== action.player) {
    return fail(
      `the triggered ability of ${name} (${trigger.id}) is controlled by ${trigger.controller}, not ${action.player}`,
    );
  }
  const first = pendingInApnapOrder(state)[0];
  if (first && first.controller !== action.player) {
    return fail(`${first.controller} puts their triggered abilities on the stack first (603.3b, APNAP order)`);
  }
  const ability = triggeredAbilityOf(state, trigger);
  if (!ability) return fail(`the source of ${trigger.id} no longer has that triggered ability`);
  // 603.3c, 700.2b: a modal trigger's modes are chosen as it is put on the stack, then its targets (700.2c).
  const modes = checkModes(ability.effects, action.modes);
  if (!modes.ok) return fail(`can't put the triggered ability of ${name} on the stack: ${modes.reason}`);
  const effects = chosenEffects(ability.effects, modes.value);
  const targets = checkTriggerTargets(state, effects, action, action.player, trigger.source, trigger.context.player);
  if (!targets.ok) return fail(`can't put the triggered ability of ${name} on the stack: ${targets.reason}`);
  putOnStack(tx, trigger, targets.value, modes.value);
  return ok();
}
