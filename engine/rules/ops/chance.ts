import { nextRandom } from '../game/random.js';
import type { Transaction } from '../state/transaction.js';
import type { ObjectId, PlayerId } from '../state/types.js';

/**
 * The game's two random results that rules text asks for: a coin flip (705) and a die roll (706). Either comes from
 * an answer (the rules tester's or a scenario's choice), else from the game's seeded generator, which advances in the
 * state: the same game flips and rolls the same way, and undo puts the seed back. Both are game events, for the log
 * and for triggers.
 */

/**
 * 705.1, 705.2: `player` flips a coin for `source` and calls it; whether they won. In a two-player game the flipping
 * player calls (705.2), so the call and the flip are one player's. `answer`: the result given (true: won).
 */
export function flipCoin(tx: Transaction, player: PlayerId, source: ObjectId, answer?: boolean): boolean {
  const won = answer ?? randomBelow(tx, 2) === 0;
  tx.emit({ type: 'coinFlipped', player, source, won });
  return won;
}

/**
 * 706.1, 706.2: `player` rolls a die with `sides` faces for `source`; the result, 1 to `sides`. `answer`: the result
 * given (ignored when it isn't a face of the die).
 */
export function rollDie(tx: Transaction, player: PlayerId, source: ObjectId, sides: number, answer?: number): number {
  const given = answer !== undefined && Number.isInteger(answer) && answer >= 1 && answer <= sides ? answer : null;
  const result = given ?? randomBelow(tx, sides) + 1;
  tx.emit({ type: 'dieRolled', player, source, sides, result });
  return result;
}

/** 0 to n - 1 from the game's seeded generator, advancing it in the state (undone with the action). */
function randomBelow(tx: Transaction, n: number): number {
  const r = nextRandom(tx.state.seed);
  tx.set(['seed'], tx.state.seed, r.seed);
  return Math.min(n - 1, Math.floor(r.value * n));
}
