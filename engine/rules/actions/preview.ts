import type { PicksQuestion } from '../effects/types.js';
import { Transaction } from '../state/transaction.js';
import type { GameState } from '../state/types.js';
import { resolveTop } from './resolve.js';
import type { Answers } from './types.js';

/**
 * The choices among known cards (608.2d: the cards a scry, a "look at the top N", or "you choose a … card from it"
 * shows) that resolving the top of the stack with `answers` would ask, in the order it asks them: one `picks` answer
 * each. The resolution runs on a throwaway transaction (the state is plain data, nothing is changed), so what it
 * asks is exactly what the engine will ask, later questions following the earlier answers.
 */
export function previewPicks(state: GameState, answers?: Answers): readonly PicksQuestion[] {
  const asked: PicksQuestion[] = [];
  resolveTop(new Transaction(state), answers, (question) => asked.push(question));
  return asked;
}
