import { countersInstead } from '../replacement/counters.js';
import type { Transaction } from '../state/transaction.js';
import type { ObjectId } from '../state/types.js';

/** Rule 701.21: tapping and untapping permanents. Each emits its game event only if the state changed. */
export function tap(tx: Transaction, id: ObjectId): boolean {
  const object = tx.state.objects[id];
  if (!object || object.tapped) return false;
  tx.set(['objects', id, 'tapped'], false, true);
  tx.emit({ type: 'tapped', object: id });
  return true;
}

export function untap(tx: Transaction, id: ObjectId): boolean {
  const object = tx.state.objects[id];
  if (!object || !object.tapped) return false;
  tx.set(['objects', id, 'tapped'], true, false);
  tx.emit({ type: 'untapped', object: id });
  return true;
}

export function setDamage(tx: Transaction, id: ObjectId, damage: number): void {
  const object = tx.state.objects[id];
  if (!object) return;
  tx.set(['objects', id, 'damage'], object.damage, damage);
}

export function setDeathtouched(tx: Transaction, id: ObjectId, value: boolean): void {
  const object = tx.state.objects[id];
  if (!object) return;
  tx.set(['objects', id, 'deathtouched'], object.deathtouched, value);
}

/** 122.6: put counters on an object, as the counter replacements in force change their number (614.1a). */
export function addCounters(tx: Transaction, id: ObjectId, counter: string, put: number): void {
  const object = tx.state.objects[id];
  if (!object || put <= 0) return;
  const amount = object.zone.zone === 'battlefield' ? countersInstead(tx.state, id, counter, put) : put;
  if (amount <= 0) return;
  const before = object.counters[counter];
  tx.set(['objects', id, 'counters', counter], before, (before ?? 0) + amount);
  tx.emit({ type: 'countersAdded', object: id, counter, amount });
}

export function removeCounters(tx: Transaction, id: ObjectId, counter: string, amount: number): void {
  const object = tx.state.objects[id];
  const before = object?.counters[counter] ?? 0;
  const removed = Math.min(before, amount);
  if (!object || removed <= 0) return;
  tx.set(['objects', id, 'counters', counter], before, before - removed === 0 ? undefined : before - removed);
  tx.emit({ type: 'countersRemoved', object: id, counter, amount: removed });
}
