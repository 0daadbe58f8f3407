import type { Effect } from '../../templates/card-template.js';
import { Transaction } from '../state/transaction.js';
import type { GameState } from '../state/types.js';
import { runEffects, type Resolution } from './run.js';

/** Tests only: runs effects on a fresh transaction over `state`, as `source` controlled by p1 unless told. */
export function run(
  state: GameState,
  effects: readonly Effect[],
  r: Partial<Resolution> & { readonly source: string },
): Transaction {
  const tx = new Transaction(state);
  runEffects(tx, effects, { controller: 'p1', x: 0, choice: 0, targets: [], ...r });
  return tx;
}
