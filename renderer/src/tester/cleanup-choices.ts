import { discardOnNextStep, type GameState, type ObjectId, type PlayerId } from './engine.js';

/**
 * 514.1: what the tester asks before the step ends into a cleanup step: which cards the active player discards down to
 * their maximum hand size. Pure: unit-tested in node.
 */
export interface CleanupQuestion {
  readonly player: PlayerId;
  /** How many cards they discard. */
  readonly count: number;
  /** The maximum hand size they discard down to (402.2). */
  readonly maximum: number;
  /** Their hand, oldest first. */
  readonly hand: readonly ObjectId[];
}

/**
 * The question, when ending the step now (Next step, or the last pass with an empty stack) begins a cleanup step in
 * which the active player has more cards than their maximum hand size; null otherwise.
 */
export function cleanupQuestion(state: GameState): CleanupQuestion | null {
  const needed = discardOnNextStep(state);
  return needed
    ? { player: needed.player, count: needed.count, maximum: Math.max(0, needed.maximum), hand: needed.hand }
    : null;
}

/** Whether `player`'s pass ends the step: the stack is empty and every other player still in the game has passed. */
export function passEndsStep(state: GameState, player: PlayerId): boolean {
  if (state.stack.length > 0) return false;
  const passes = [...state.turn.passes, player];
  return state.playerOrder.filter((p) => !state.players[p]?.lost).every((p) => passes.includes(p));
}

/** "Discard 2 cards down to the maximum hand size of 7 (514.1)": the prompt's legend. */
export function cleanupLabel(q: CleanupQuestion, name: string): string {
  const cards = `${q.count} card${q.count === 1 ? '' : 's'}`;
  return `${name} discards ${cards} down to the maximum hand size of ${q.maximum} (514.1)`;
}

/** The picks that are still cards of the hand, in the order picked (a pick from an earlier state doesn't carry over). */
export function cleanupPicked(q: CleanupQuestion, picked: readonly ObjectId[]): ObjectId[] {
  return picked.filter((id, i) => q.hand.includes(id) && picked.indexOf(id) === i);
}
