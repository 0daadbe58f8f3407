import type { Transaction } from '../state/transaction.js';
import type { GameState, PlayerId } from '../state/types.js';

/** 720.1: the player who is the monarch now, or null (no player is until an effect makes one the monarch). */
export function monarchOf(state: GameState): PlayerId | null {
  return state.monarch ?? null;
}

/**
 * 720.3: `player` becomes the monarch, and whoever was ceases to be. A player who already is the monarch doesn't
 * become it again: nothing happens, so "whenever you become the monarch" doesn't trigger (603.2f: a "becomes"
 * trigger event doesn't happen when that state already exists). A player who left the game can't become it.
 */
export function becomeMonarch(tx: Transaction, player: PlayerId): void {
  const p = tx.state.players[player];
  const previous = monarchOf(tx.state);
  if (!p || p.lost || previous === player) return;
  tx.set(['monarch'], tx.state.monarch, player);
  tx.emit({ type: 'becameMonarch', player, previous });
}

/**
 * 720.4: as the monarch leaves the game, the active player becomes the monarch; if that is the player leaving, the
 * next player in turn order still in the game; if there is none, the game goes on with no monarch.
 */
export function monarchLeaves(tx: Transaction, leaving: PlayerId): void {
  if (monarchOf(tx.state) !== leaving) return;
  const order = tx.state.playerOrder;
  const start = Math.max(0, order.indexOf(tx.state.turn.activePlayer));
  for (let i = 0; i < order.length; i++) {
    const candidate = order[(start + i) % order.length] as PlayerId;
    if (candidate !== leaving && tx.state.players[candidate]?.lost === false) {
      becomeMonarch(tx, candidate);
      return;
    }
  }
  tx.set(['monarch'], tx.state.monarch, undefined);
}
