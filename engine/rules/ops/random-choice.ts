import { nextRandom } from '../game/random.js';
import type { Transaction } from '../state/transaction.js';
import type { ObjectId } from '../state/types.js';

/**
 * `count` distinct objects drawn with the game's seeded generator ("discard a card at random", 701.8b), which
 * advances in the state, so the game stays deterministic and undo restores the seed.
 */
export function pickAtRandom(tx: Transaction, from: readonly ObjectId[], count: number): ObjectId[] {
  const left = [...from];
  const chosen: ObjectId[] = [];
  let seed = tx.state.seed;
  while (chosen.length < count && left.length > 0) {
    const r = nextRandom(seed);
    seed = r.seed;
    chosen.push(...left.splice(Math.floor(r.value * left.length), 1));
  }
  tx.set(['seed'], tx.state.seed, seed);
  return chosen;
}
