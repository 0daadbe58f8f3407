import { describeCondition } from '../../abilities/describe.js';
import type { Ability, ActivationRestriction } from '../../templates/card-template.js';
import { checkCondition } from '../triggers/conditions.js';
import type { Transaction } from '../state/transaction.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { checkSorceryTiming } from './timing.js';
import { windowProblem } from './timing-window.js';

/** The key of an ability in `turn.activations`. */
export function activationKey(source: ObjectId, ability: number): string {
  return `${source}#${ability}`;
}

/** How many times this turn the ability was activated (counted only for abilities limited per turn). */
export function activationsThisTurn(state: GameState, source: ObjectId, ability: number): number {
  return state.turn.activations?.[activationKey(source, ability)] ?? 0;
}

/**
 * 602.5b: why the restrictions of an activated ability forbid activating it now, or null when they all allow it.
 * "As a sorcery" is 307.1's timing (your main phase, empty stack, 602.5d); a window ("during your upkeep", "during
 * combat", "before attackers are declared") is decided by timing-window.ts; "once each turn" counts this turn's
 * activations of this ability of this object.
 */
export function restrictionProblem(
  state: GameState,
  restrictions: readonly ActivationRestriction[],
  player: PlayerId,
  source: ObjectId,
  ability: number,
): string | null {
  for (const r of restrictions) {
    switch (r.kind) {
      case 'sorcerySpeed': {
        const timing = checkSorceryTiming(state, player, 'activate only as a sorcery (602.5d):');
        if (!timing.ok) return timing.reason;
        break;
      }
      case 'window': {
        const closed = windowProblem(state, r.parts, player);
        if (closed !== null) return `activate ${closed.only} (602.5b); ${closed.now}`;
        break;
      }
      case 'perTurn': {
        const done = activationsThisTurn(state, source, ability);
        if (done >= r.count) {
          const limit = r.count === 1 ? 'only once' : `no more than ${timesText(r.count)}`;
          return `activate ${limit} each turn (602.5b): already activated ${timesText(done)} this turn`;
        }
        break;
      }
      case 'condition':
        if (!checkCondition(state, r.condition, { controller: player, source })) {
          return 'its "Activate only if …" condition is false (602.5b)';
        }
        break;
    }
  }
  return null;
}

/** Counts an activation of an ability limited per turn, in the turn state (so undo takes it back). */
export function countActivation(
  tx: Transaction,
  restrictions: readonly ActivationRestriction[],
  source: ObjectId,
  ability: number,
): void {
  if (!restrictions.some((r) => r.kind === 'perTurn')) return;
  const key = activationKey(source, ability);
  const before = tx.state.turn.activations;
  tx.set(['turn', 'activations'], before, { ...before, [key]: (before?.[key] ?? 0) + 1 });
}

/** 1 → "once", 2 → "twice", 3 → "three times", as the rules text says it. */
function timesText(n: number): string {
  const words = ['', 'once', 'twice', 'three times', 'four times', 'five times'];
  return words[n] ?? `${n} times`;
}

/**
 * 601.3, 113.6e, 506.6: why the card's "Cast ~ only …" abilities forbid casting it now ("only during combat (601.3);
 * it is your main1 step"), or null. They work from wherever the card is cast.
 */
export function castRestrictionProblem(
  state: GameState,
  abilities: readonly Ability[],
  player: PlayerId,
  card: ObjectId,
): string | null {
  for (const a of abilities) {
    if (a.kind !== 'castRestriction') continue;
    for (const r of a.restrictions) {
      if (r.kind === 'window') {
        const closed = windowProblem(state, r.parts, player);
        if (closed !== null) return `${closed.only} (601.3); ${closed.now}`;
      } else if (r.kind === 'condition' && !checkCondition(state, r.condition, { controller: player, source: card })) {
        return `only if ${describeCondition(r.condition)}, which is false now (601.3)`;
      }
    }
  }
  return null;
}
