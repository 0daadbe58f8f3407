import type { CardTemplate, Effect, GrantedAbility } from '../../templates/card-template.js';
import { chosenEffects, modalOf, modeCombinations } from '../../templates/modes.js';
import { newId } from '../ops/ids.js';
import { emitTargeted } from '../ops/targeted.js';
import type { Result } from '../result.js';
import type { Transaction } from '../state/transaction.js';
import type { AbilityItem, GameState, ObjectId, PendingTrigger, PlayerId } from '../state/types.js';
import { chooseTargets, type ChosenTargets, type TargetAnswer } from '../targets/choose.js';
import { targetGroups } from '../targets/groups.js';
import { legalTargets, targetSlots, type TargetContext, type TargetSlot } from '../targets/targets.js';
import { triggeredAbilityAt, type TriggeredAbility } from './triggered-abilities.js';

/**
 * The triggered ability a pending trigger or stack item stands for: the source's ability at that index. Its source
 * may have left the battlefield since (113.7a, 603.10): an object keeps its id and template as it changes zones, and
 * a token that ceased to exist (704.5d) left its template on the trigger.
 */
export function triggeredAbilityOf(
  state: GameState,
  item: {
    readonly source: ObjectId;
    readonly ability: number;
    readonly sourceTemplate?: CardTemplate;
    readonly delayed?: TriggeredAbility;
    readonly granted?: GrantedAbility;
  },
): TriggeredAbility | null {
  if (item.delayed) return item.delayed; // 603.7: on no card's text
  if (item.granted) return item.granted.kind === 'triggered' ? item.granted : null; // 613.1f: given by an effect
  return triggeredAbilityAt(item.sourceTemplate ?? state.objects[item.source]?.template, item.ability);
}

/**
 * 603.3b: pending triggers in the order they go on the stack: the active player's first, then each other player's
 * in turn order (APNAP); within one player, the order they triggered. (A player who wants another order puts them
 * on the stack one at a time with `putTrigger`, which lets them pick any of their own pending triggers next.)
 */
export function pendingInApnapOrder(state: GameState): PendingTrigger[] {
  const order = state.playerOrder;
  const start = Math.max(0, order.indexOf(state.turn.activePlayer));
  const rank = (p: PlayerId): number => (order.indexOf(p) - start + order.length) % order.length;
  // Array.prototype.sort is stable, so each player's triggers keep the order they triggered in.
  return [...state.pendingTriggers].sort((a, b) => rank(a.controller) - rank(b.controller));
}

/**
 * The pending trigger every action waits for, if any: after each action the triggers that need no choice are on the
 * stack already, so whatever is still pending waits for its controller's `putTrigger` (603.3d: choose targets).
 */
export function waitingTrigger(state: GameState): PendingTrigger | null {
  return pendingInApnapOrder(state)[0] ?? null;
}

/** Why a player action other than `putTrigger` must wait, or null when nothing is waiting. */
export function waitingReason(state: GameState): string | null {
  const waiting = waitingTrigger(state);
  if (!waiting) return null;
  const name = (waiting.sourceTemplate ?? state.objects[waiting.source]?.template)?.name ?? waiting.source;
  return (
    `put the triggered ability of ${name} on the stack first (603.3): choose its targets ` +
    `(${waiting.controller}: putTrigger ${waiting.id})`
  );
}

/** One target slot of a triggered ability, and whether it may stay empty ("up to one target …", 601.2c). */
export interface TriggerSlot {
  readonly slot: TargetSlot;
  readonly upTo: boolean;
}

/** The target slots of some effects, in text order (601.2c), with their "may stay empty" flag (targetSlots). */
export function triggerSlots(effects: readonly Effect[]): TriggerSlot[] {
  return targetSlots(effects).map((slot) => ({ slot, upTo: slot.optional }));
}

/**
 * What putting a trigger on the stack asks of its controller (603.3d, 601.2c): nothing (`none`), a choice of targets
 * (`choose`), or the impossible: a required target with no legal choice (`impossible`, the trigger is removed).
 * "Up to" slots may stay empty; when only those exist and none has a legal choice, nothing is left to choose.
 * A modal trigger always waits for its controller's choice of modes (603.3c), unless no mode can be chosen for want
 * of legal targets (700.2b: then it is removed). `context` names the player the trigger is about ("that player").
 */
export function targetNeed(
  state: GameState,
  effects: readonly Effect[],
  controller: PlayerId,
  source: ObjectId | null = null,
  context: TargetContext = {},
): 'none' | 'choose' | 'impossible' {
  const modal = modalOf(effects);
  if (modal) {
    const possible = modeCombinations(modal).some(
      (modes) => targetNeed(state, chosenEffects(effects, modes), controller, source, context) !== 'impossible',
    );
    return possible ? 'choose' : 'impossible';
  }
  let choices = 0;
  for (const group of targetGroups(effects)) {
    const legal = legalTargets(state, group.slot, controller, source, context).length;
    if (legal < group.min) return 'impossible';
    choices += legal;
  }
  return choices === 0 ? 'none' : 'choose';
}

/**
 * 603.3d / 601.2c: the targets chosen for a trigger, in text order, as for a spell (targets/choose.ts): a subject
 * that may take fewer ("up to", "any number of") may be left short. `source` is the trigger's source, for "another
 * target …" (and 115.5); `player` the player the trigger is about ("target creature that player controls").
 */
export function checkTriggerTargets(
  state: GameState,
  effects: readonly Effect[],
  answer: TargetAnswer,
  controller: PlayerId,
  source: ObjectId | null = null,
  player: PlayerId | null = null,
): Result<ChosenTargets> {
  return chooseTargets(state, effects, answer, controller, source, 0, player);
}

/** Takes a pending trigger off the pending list (it goes on the stack or is removed). */
function unpend(tx: Transaction, id: string): void {
  const pending = tx.state.pendingTriggers;
  tx.set(
    ['pendingTriggers'],
    pending,
    pending.filter((t) => t.id !== id),
  );
}

/** 603.3: puts a pending trigger on the stack as a triggered ability with the given (checked) targets. */
export function putOnStack(
  tx: Transaction,
  trigger: PendingTrigger,
  chosen: ChosenTargets,
  modes: readonly number[] = [],
): AbilityItem {
  unpend(tx, trigger.id);
  const item: AbilityItem = {
    kind: 'ability',
    id: newId(tx, 'a'),
    source: trigger.source,
    ability: trigger.ability,
    text: trigger.text,
    controller: trigger.controller,
    ...chosen,
    x: 0,
    choice: 0,
    trigger: trigger.context,
    ...(modes.length > 0 ? { modes } : {}),
    ...(trigger.sourceTemplate ? { sourceTemplate: trigger.sourceTemplate } : {}),
    ...(trigger.delayed ? { delayed: trigger.delayed } : {}),
    ...(trigger.granted ? { granted: trigger.granted } : {}),
  };
  tx.set(['stack'], tx.state.stack, [...tx.state.stack, item]);
  tx.emit({ type: 'triggerPut', trigger: trigger.id, item: item.id, player: trigger.controller });
  // 603.3d: its targets, chosen as it was put on the stack.
  emitTargeted(tx, item);
  return item;
}

function remove(tx: Transaction, trigger: PendingTrigger, reason: string): void {
  unpend(tx, trigger.id);
  tx.emit({ type: 'triggerRemoved', trigger: trigger.id, source: trigger.source, reason });
}

/**
 * 603.3, 603.3b: the next time a player would receive priority, pending triggers go on the stack in APNAP order.
 * Triggers without targets go by themselves; placement stops at the first trigger that needs its controller's choice
 * of targets (`putTrigger`), so the APNAP order is kept. A trigger that needs a target and has no legal one is removed
 * (603.3d), as are triggers controlled by a player who left the game (800.4a).
 */
export function stackTriggers(tx: Transaction): void {
  let placed = false;
  for (;;) {
    const next = waitingTrigger(tx.state);
    if (!next) break;
    if (tx.state.players[next.controller]?.lost) {
      remove(tx, next, `${next.controller} left the game (800.4a)`);
      continue;
    }
    const ability = triggeredAbilityOf(tx.state, next);
    if (!ability) {
      remove(tx, next, 'its source no longer has that ability');
      continue;
    }
    const need = targetNeed(tx.state, ability.effects, next.controller, next.source, { player: next.context.player });
    if (need === 'impossible') {
      remove(tx, next, 'no legal targets (603.3d)');
      continue;
    }
    if (need === 'choose') break;
    putOnStack(tx, next, { targets: [] });
    placed = true;
  }
  // 405.5: the stack changed, so every player must pass again before it resolves.
  const turn = tx.state.turn;
  if (placed && turn.passes.length > 0) tx.set(['turn'], turn, { ...turn, passes: [] });
}
