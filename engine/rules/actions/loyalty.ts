import type { Ability } from '../../templates/card-template.js';
import type { Transaction } from '../state/transaction.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { checkSorceryTiming } from './timing.js';

/** 606.2: an activated ability with a loyalty symbol in its cost is a loyalty ability. */
export const isLoyaltyAbility = (ability: Ability | undefined): boolean =>
  ability?.kind === 'activated' && ability.costs.some((c) => c.kind === 'loyalty');

/** The key in `turn.activations` that counts a permanent's loyalty activations this turn (any of its abilities). */
const loyaltyKey = (source: ObjectId): string => `${source}#loyalty`;

/**
 * 606.3: a loyalty ability may be activated any time its controller could cast a sorcery (their main phase, empty
 * stack), and only if no loyalty ability of that permanent was activated this turn, whichever of its loyalty
 * abilities that was and whoever activated it. Null when it may be activated now.
 */
export function loyaltyProblem(state: GameState, player: PlayerId, source: ObjectId): string | null {
  const timing = checkSorceryTiming(state, player, 'a loyalty ability (606.3) may be activated');
  if (!timing.ok) return timing.reason;
  if ((state.turn.activations?.[loyaltyKey(source)] ?? 0) > 0) {
    return 'a loyalty ability of this permanent was already activated this turn (606.3)';
  }
  return null;
}

/** Remembers for this turn that a loyalty ability of `source` was activated (undo takes it back with the turn state). */
export function countLoyaltyActivation(tx: Transaction, source: ObjectId): void {
  const before = tx.state.turn.activations;
  const key = loyaltyKey(source);
  tx.set(['turn', 'activations'], before, { ...before, [key]: (before?.[key] ?? 0) + 1 });
}
