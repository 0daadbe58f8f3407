import { discardCard } from '../ops/discard.js';
import { fail, ok, type Result } from '../result.js';
import type { Transaction } from '../state/transaction.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { maximumHandSize } from './hand-size.js';

/** 514.1: the discard the cleanup step makes: who discards, how many cards, and from which hand. */
export interface CleanupDiscard {
  readonly player: PlayerId;
  readonly count: number;
  /** 402.2: the maximum hand size they discard down to. */
  readonly maximum: number;
  readonly hand: readonly ObjectId[];
}

/**
 * 514.1: as a cleanup step begins, the active player discards down to their maximum hand size (402.2): how many cards
 * that is now, or null when their hand holds no more than that (or they have no maximum hand size). A maximum reduced
 * below zero means the whole hand.
 */
export function cleanupDiscard(state: GameState): CleanupDiscard | null {
  const player = state.turn.activePlayer;
  const hand = state.players[player]?.zones.hand ?? [];
  const maximum = maximumHandSize(state, player);
  if (maximum === null) return null;
  const count = hand.length - Math.max(0, maximum);
  return count > 0 ? { player, count, maximum, hand } : null;
}

/** Whether ending the current step begins a cleanup step: the end step ends, or another cleanup step follows (514.3a). */
export function nextStepIsCleanup(state: GameState): boolean {
  return state.turn.step === 'end' || (state.turn.step === 'cleanup' && state.turn.cleanupAgain === true);
}

/**
 * 514.1: the discard the next cleanup step would make, when ending the current step begins one: what the tester asks
 * and a scenario's `discard` answers. Null when no cleanup step begins or nothing is discarded.
 */
export function discardOnNextStep(state: GameState): CleanupDiscard | null {
  return nextStepIsCleanup(state) ? cleanupDiscard(state) : null;
}

/**
 * Why `chosen` can't be the cards the active player discards as the cleanup step begins (514.1), or null when it
 * can: exactly as many cards as they must discard, each in their hand, none twice. No choice at all (undefined or
 * empty) is always fine: the engine then chooses.
 */
export function cleanupDiscardProblem(state: GameState, chosen: readonly ObjectId[] | undefined): string | null {
  if (!chosen || chosen.length === 0) return null;
  const needed = cleanupDiscard(state);
  if (!needed) {
    const player = state.turn.activePlayer;
    return `${player} discards nothing in this cleanup step: their hand holds no more cards than their maximum hand size (514.1)`;
  }
  const { player, count, maximum } = needed;
  if (chosen.length !== count) {
    const cards = (n: number) => `${n} card${n === 1 ? '' : 's'}`;
    return `${player} must discard ${cards(count)} down to their maximum hand size of ${Math.max(0, maximum)} (514.1), not ${cards(chosen.length)}`;
  }
  for (const [i, id] of chosen.entries()) {
    const card = state.objects[id];
    const name = card ? `${card.template.name} (${id})` : id;
    if (!needed.hand.includes(id)) return `${name} is not in ${player}'s hand`;
    if (chosen.indexOf(id) !== i) return `${name} is chosen twice`;
  }
  return null;
}

/**
 * 514.1: the turn-based action that begins the cleanup step: the active player discards down to their maximum hand
 * size, the cards they chose (checked by cleanupDiscardProblem), else their newest cards, as a player who discards
 * without answering does (rules/effects/run.ts). Each is a real discard (701.8): madness and "whenever a player
 * discards" see it. Doesn't use the stack.
 */
export function discardDownToHandSize(tx: Transaction, chosen: readonly ObjectId[] | undefined): Result {
  const problem = cleanupDiscardProblem(tx.state, chosen);
  if (problem !== null) return fail(problem);
  const needed = cleanupDiscard(tx.state);
  if (!needed) return ok();
  const cards = chosen && chosen.length > 0 ? chosen : [...needed.hand].reverse().slice(0, needed.count);
  for (const id of cards) discardCard(tx, id);
  return ok();
}
