import { addPools, EMPTY_POOL, poolTotal, subtractPools, type ManaPool } from '../mana/pool.js';
import type { Transaction } from '../state/transaction.js';
import { recordLife } from '../state/turn-record.js';
import { lifeGainedInstead } from '../replacement/life-gain.js';
import { lifeGainProhibited } from '../prohibitions/prohibitions.js';
import { countersInstead } from '../replacement/counters.js';
import type { ObjectId, PlayerId } from '../state/types.js';
import type { ManaUse } from '../../templates/card-template.js';
import { restrictedAfterSpending } from '../mana/restricted-mana.js';
import { monarchLeaves } from './monarch.js';

/** Life, poison and the mana pool (rules 119, 122.1f, 106.4). */

/** 119.10: gain life, as the life gain replacements in force change the amount (614.1a). */
export function gainLife(tx: Transaction, player: PlayerId, gain: number): void {
  const p = tx.state.players[player];
  // 119.7: a player who can't gain life gains none ("Your opponents can't gain life.").
  if (!p || gain <= 0 || lifeGainProhibited(tx.state, player)) return;
  const amount = lifeGainedInstead(tx.state, player, gain);
  if (amount <= 0) return;
  tx.set(['players', player, 'life'], p.life, p.life + amount);
  recordLife(tx, player, amount, false);
  tx.emit({ type: 'lifeGained', player, amount });
}

export function loseLife(tx: Transaction, player: PlayerId, amount: number): void {
  const p = tx.state.players[player];
  if (!p || amount <= 0) return;
  tx.set(['players', player, 'life'], p.life, p.life - amount);
  recordLife(tx, player, amount, true);
  tx.emit({ type: 'lifeLost', player, amount });
}

/** Paying life is a cost (119.4): possible only with at least that much life; it is also life lost. */
export function payLife(tx: Transaction, player: PlayerId, amount: number): boolean {
  const p = tx.state.players[player];
  if (!p || p.life < amount) return false;
  if (amount === 0) return true;
  tx.set(['players', player, 'life'], p.life, p.life - amount);
  recordLife(tx, player, amount, true);
  tx.emit({ type: 'lifePaid', player, amount });
  tx.emit({ type: 'lifeLost', player, amount });
  return true;
}

/** 122.1f: `player` gets poison counters, as the counter replacements in force change their number (614.1a). */
export function addPoison(tx: Transaction, player: PlayerId, put: number): void {
  const p = tx.state.players[player];
  if (!p || put <= 0) return;
  const amount = countersInstead(tx.state, player, 'poison', put);
  if (amount <= 0) return;
  tx.set(['players', player, 'poison'], p.poison, p.poison + amount);
  tx.emit({ type: 'poisoned', player, amount });
}

/** 107.14, 122.1: `player` gets energy counters ({E}), as the counter replacements in force change their number. */
export function addEnergy(tx: Transaction, player: PlayerId, put: number): void {
  const p = tx.state.players[player];
  if (!p || put <= 0) return;
  const amount = countersInstead(tx.state, player, 'energy', put);
  if (amount <= 0) return;
  tx.set(['players', player, 'energy'], p.energy, p.energy + amount);
  tx.emit({ type: 'energyChanged', player, amount });
}

/** 107.14: pays `amount` energy counters; false (nothing paid) when the player has fewer (118.3). */
export function payEnergy(tx: Transaction, player: PlayerId, amount: number): boolean {
  const p = tx.state.players[player];
  if (!p || p.energy < amount) return false;
  if (amount === 0) return true;
  tx.set(['players', player, 'energy'], p.energy, p.energy - amount);
  tx.emit({ type: 'energyChanged', player, amount: -amount });
  return true;
}

export function markLost(tx: Transaction, player: PlayerId, reason: string): void {
  const p = tx.state.players[player];
  if (!p || p.lost) return;
  tx.set(['players', player, 'lost'], false, true);
  tx.set(['players', player, 'lossReason'], p.lossReason, reason);
  tx.emit({ type: 'playerLost', player, reason });
  monarchLeaves(tx, player);
}

export function addMana(tx: Transaction, player: PlayerId, mana: ManaPool): void {
  const p = tx.state.players[player];
  if (!p || poolTotal(mana) === 0) return;
  tx.set(['players', player, 'pool'], p.pool, addPools(p.pool, mana));
  tx.emit({ type: 'manaAdded', player, mana });
}

/** 106.6: adds mana that may be spent only on `uses` (it is in the pool, and remembered as restricted). */
export function addRestrictedMana(
  tx: Transaction,
  player: PlayerId,
  mana: ManaPool,
  uses: readonly ManaUse[],
  source: ObjectId,
): void {
  const p = tx.state.players[player];
  if (!p || poolTotal(mana) === 0) return;
  tx.set(['players', player, 'restrictedMana'], p.restrictedMana, [...p.restrictedMana, { mana, uses, source }]);
  addMana(tx, player, mana);
}

/**
 * Spends `mana` from the pool; `usable` (places in `restrictedMana`) is the restricted mana this payment may spend,
 * spent first (see restrictedAfterSpending).
 */
export function spendMana(tx: Transaction, player: PlayerId, mana: ManaPool, usable: readonly number[] = []): void {
  const p = tx.state.players[player];
  if (!p || poolTotal(mana) === 0) return;
  if (usable.length > 0) {
    const after = restrictedAfterSpending(p.restrictedMana, usable, mana);
    tx.set(['players', player, 'restrictedMana'], p.restrictedMana, after);
  }
  tx.set(['players', player, 'pool'], p.pool, subtractPools(p.pool, mana));
  tx.emit({ type: 'manaSpent', player, mana });
}

/** Rule 500.4: unused mana empties when a step or phase ends. */
export function emptyPool(tx: Transaction, player: PlayerId): void {
  const p = tx.state.players[player];
  if (!p || poolTotal(p.pool) === 0) return;
  tx.set(['players', player, 'pool'], p.pool, EMPTY_POOL);
  if (p.restrictedMana.length > 0) tx.set(['players', player, 'restrictedMana'], p.restrictedMana, []);
}
