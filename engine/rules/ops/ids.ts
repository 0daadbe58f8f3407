import type { Transaction } from '../state/transaction.js';

/** Deterministic ids: the counter lives in the state, so undo gives the same ids back on replay. */
export function newId(tx: Transaction, prefix: 'c' | 'a' | 'r' | 't' | 'p' | 'd'): string {
  const n = tx.state.nextId;
  tx.set(['nextId'], n, n + 1);
  return `${prefix}${n}`;
}
