import type { ActivationRestriction } from '../../templates/card-template.js';
import { checkCondition } from '../triggers/conditions.js';
import type { Transaction } from '../state/transaction.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { checkSorceryTiming } from './timing.js';

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
 * "As a sorcery" is 307.1's timing (your main phase, empty stack, 602.5d); "during your upkeep" is your turn's
 * upkeep step (503); "once each turn" counts this turn's activations of this ability of this object.
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
      case 'yourTurn':
        if (state.turn.activePlayer !== player) return 'activate only during your turn (602.5b)';
        break;
      case 'upkeep':
        if (state.turn.activePlayer !== player || state.turn.step !== 'upkeep') {
          return `activate only during your upkeep (602.5b); it is ${state.turn.activePlayer}'s ${state.turn.step} step`;
        }
        break;
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
