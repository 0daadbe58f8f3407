import {
  chosenEffects,
  legalTargets,
  pendingInApnapOrder,
  targetNeed,
  triggeredAbilityOf,
  targetGroups,
  triggerSlots,
  waitingTrigger,
  type Action,
  type Effect,
  type GameState,
  type ObjectId,
  type PendingTrigger,
  type PlayerId,
  type TargetGroup,
  type TriggerSlot,
} from './engine.js';
import { modalNeed, type ModalNeed } from './mode-choices.js';
import { stillChoosable, targetProgress, type NextTarget, type TargetProgress } from './target-plan.js';

/**
 * The pending triggered abilities (603.3) as the tester shows them, and the `putTrigger` action that puts one on the
 * stack with the targets chosen for it (603.3d). Pure: unit-tested in node.
 */
export interface TriggerRow {
  readonly id: string;
  readonly source: ObjectId;
  readonly sourceName: string;
  readonly text: string;
  readonly controller: PlayerId;
  /** The player the trigger is about ("target creature that player controls"); null when it is about none. */
  readonly player?: PlayerId | null;
  /** Its target slots in text order; "up to" ones may stay empty. A modal one's depend on its modes (slotsOf). */
  readonly slots: readonly TriggerSlot[];
  /** Its effects as printed (a modal one's `modal` effect included). */
  readonly effects: readonly Effect[];
  /** A modal trigger's modes (700.2b, 603.3c), chosen as it is put on the stack; null when it isn't modal. */
  readonly modal: ModalNeed | null;
  /** It waits for its controller to choose targets (it would have gone on the stack by itself otherwise). */
  readonly needsTargets: boolean;
  /** Its controller may put it on the stack now: they are the player whose triggers go next (603.3b, APNAP). */
  readonly actionable: boolean;
}

/** Every pending trigger in the order they go on the stack (APNAP, 603.3b). */
export function pendingTriggerRows(state: GameState): TriggerRow[] {
  const next = waitingTrigger(state)?.controller ?? null;
  return pendingInApnapOrder(state).map((t: PendingTrigger): TriggerRow => {
    const effects = triggeredAbilityOf(state, t)?.effects ?? [];
    return {
      id: t.id,
      source: t.source,
      sourceName: state.objects[t.source]?.template.name ?? t.source,
      text: t.text,
      controller: t.controller,
      player: t.context.player,
      slots: triggerSlots(effects),
      effects,
      modal: modalNeed(state, effects, t.controller, t.source),
      needsTargets: targetNeed(state, effects, t.controller, t.source, { player: t.context.player }) === 'choose',
      actionable: t.controller === next,
    };
  });
}

/** The trigger whose targets are being chosen: the one the user picked if it still can be, else the first waiting. */
export function activeTrigger(rows: readonly TriggerRow[], picked: string | null): TriggerRow | null {
  const choosable = rows.filter((r) => r.actionable && r.needsTargets);
  return choosable.find((r) => r.id === picked) ?? choosable[0] ?? null;
}

/**
 * A trigger's target slots for the modes chosen (700.2c): a modal one has none until its modes are chosen (`modes`
 * null); one that isn't modal has its own.
 */
export function slotsOf(row: TriggerRow, modes: readonly number[] | null): readonly TriggerSlot[] {
  if (!row.modal) return row.slots;
  return modes ? triggerSlots(chosenEffects(row.effects, modes)) : [];
}

/** Whether a modal trigger still waits for its modes (they come before its targets, 603.3c). */
export function modesPending(row: TriggerRow, modes: readonly number[] | null): boolean {
  return row.modal !== null && modes === null;
}

/** A trigger's target subjects for the modes chosen (700.2c), each with how many targets it takes (601.2c). */
export function groupsOf(row: TriggerRow, modes: readonly number[] | null): readonly TargetGroup[] {
  if (!row.modal) return targetGroups(row.effects);
  return modes ? targetGroups(chosenEffects(row.effects, modes)) : [];
}

/**
 * How far its targets are chosen (target-plan.ts): `ended` holds the counts of the subjects the user ended by hand
 * ("up to two", "any number of").
 */
export function triggerProgress(
  row: TriggerRow,
  chosen: readonly string[],
  modes: readonly number[] | null = null,
  ended: readonly number[] = [],
): TargetProgress {
  return targetProgress(groupsOf(row, modes), chosen.length, ended);
}

/** The target the next click chooses, or null once every subject is full or ended. */
export function nextTriggerSlot(
  row: TriggerRow,
  chosen: readonly string[],
  modes: readonly number[] | null = null,
  ended: readonly number[] = [],
): NextTarget | null {
  return triggerProgress(row, chosen, modes, ended).next;
}

/** Players and permanents the next click may choose: the engine's legal targets for that slot. */
export function triggerTargetCandidates(
  state: GameState,
  row: TriggerRow,
  chosen: readonly string[],
  modes: readonly number[] | null = null,
  ended: readonly number[] = [],
): string[] {
  const progress = triggerProgress(row, chosen, modes, ended);
  const next = progress.next;
  if (!next) return [];
  const legal = legalTargets(state, next.slot, row.controller, row.source, { player: row.player ?? null });
  return [...stillChoosable(progress, chosen, legal)];
}

/** Whether its modes are chosen and every target subject has its fewest targets (601.2c: "up to" ones may have none). */
export function targetsComplete(
  row: TriggerRow,
  chosen: readonly string[],
  modes: readonly number[] | null = null,
  ended: readonly number[] = [],
): boolean {
  return !modesPending(row, modes) && triggerProgress(row, chosen, modes, ended).complete;
}

export function putTriggerAction(
  row: TriggerRow,
  chosen: readonly string[],
  modes: readonly number[] | null = null,
  ended: readonly number[] = [],
): Action {
  const groups = groupsOf(row, modes);
  return {
    type: 'putTrigger',
    player: row.controller,
    trigger: row.id,
    ...(row.modal && modes ? { modes: [...modes] } : {}),
    targets: [...chosen],
    // 601.2c: how many targets each subject took, where the player chooses how many.
    ...(groups.some((g) => g.min !== g.max)
      ? { targetCounts: [...targetProgress(groups, chosen.length, ended).counts] }
      : {}),
  };
}

/** "Flametongue Kavu's trigger", for buttons and messages. */
export const triggerName = (row: { readonly sourceName: string }): string => `${row.sourceName}'s trigger`;
