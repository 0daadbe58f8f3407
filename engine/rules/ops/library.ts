import { shuffled } from '../game/random.js';
import type { Transaction } from '../state/transaction.js';
import type { ObjectId, PlayerId } from '../state/types.js';

/**
 * 701.20a: shuffles `player`'s library with the game's seeded generator, whose state is kept in the game state
 * (so the same game always shuffles the same way, and undo puts both the order and the seed back). 701.20b: the
 * `kept` cards (found by a search and about to be put somewhere) are left out of the shuffle and stay on top, in
 * the given order (the last one topmost: a library's top is the end of its list). Emits `shuffled` even for a
 * library of zero or one cards (701.20e).
 */
export function shuffleLibrary(tx: Transaction, player: PlayerId, kept: readonly ObjectId[] = []): void {
  const library = tx.state.players[player]?.zones.library;
  if (!library) return;
  const onTop = kept.filter((id) => library.includes(id));
  const result = shuffled(
    library.filter((id) => !onTop.includes(id)),
    tx.state.seed,
  );
  tx.set(['players', player, 'zones', 'library'], library, [...result.items, ...onTop]);
  tx.set(['seed'], tx.state.seed, result.seed);
  tx.emit({ type: 'shuffled', player });
}
