import type { Transaction } from '../state/transaction.js';
import type { StackItem } from '../state/types.js';

/**
 * 601.2c, 602.2b, 603.3d: the objects and players chosen as targets of a spell or ability put on the stack become its
 * targets. One `targeted` event per item, each target once however many of its "target" words chose it (115.3):
 * "becomes the target" abilities trigger once per spell or ability (603.2).
 */
export function emitTargeted(tx: Transaction, item: StackItem): void {
  const targets = [...new Set(item.targets)];
  if (targets.length === 0) return;
  const before = tx.state.turn.targeted;
  const counts: Record<string, number> = { ...before };
  for (const id of targets) counts[id] = (counts[id] ?? 0) + 1;
  tx.set(['turn', 'targeted'], before, counts);
  tx.emit({
    type: 'targeted',
    item: item.id,
    card: item.kind === 'spell' ? item.card : null,
    player: item.controller,
    targets,
  });
}
