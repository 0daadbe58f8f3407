import type { Transaction } from '../state/transaction.js';
import type { ObjectId } from '../state/types.js';

/**
 * Rule 506.4: removing a creature from combat. An attacker stays "blocked" (509.1h) when its blockers leave;
 * a removed blocker is taken out of each attacker's damage assignment order.
 */
export function removeFromCombat(tx: Transaction, id: ObjectId): void {
  const combat = tx.state.combat;
  if (!combat) return;
  const isAttacker = combat.attackers.some((a) => a.creature === id);
  const isBlocker = combat.blockers.some((b) => b.creature === id);
  if (!isAttacker && !isBlocker) return;
  const next = {
    ...combat,
    attackers: combat.attackers
      .filter((a) => a.creature !== id)
      .map((a) => (a.blockers.includes(id) ? { ...a, blockers: a.blockers.filter((b) => b !== id) } : a)),
    blockers: combat.blockers
      .filter((b) => b.creature !== id)
      .map((b) => (b.attackers.includes(id) ? { ...b, attackers: b.attackers.filter((a) => a !== id) } : b)),
  };
  tx.set(['combat'], combat, next);
  tx.emit({ type: 'removedFromCombat', object: id });
}
