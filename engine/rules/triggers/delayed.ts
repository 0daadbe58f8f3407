import { newId } from '../ops/ids.js';
import type { PendingEvent, Transaction } from '../state/transaction.js';
import type { PendingTrigger } from '../state/types.js';
import { whoFits } from './match.js';
import { Timeline } from './timeline.js';

/**
 * 603.7b: a delayed triggered ability triggers once, the first time its step begins among `events`, and is then
 * taken off `state.delayedTriggers`. Only one that existed as the step began counts (603.7a): each step's beginning
 * is judged in the state right after it. Returns the new pending triggers, in the order they triggered.
 */
export function triggerDelayed(tx: Transaction, events: readonly PendingEvent[]): PendingTrigger[] {
  if (tx.state.delayedTriggers.length === 0) return [];
  const steps = events.filter((e) => e.event.type === 'stepBegan');
  if (steps.length === 0) return [];
  const timeline = new Timeline(tx.edits, tx.initial, 0);
  const waiting = new Set(tx.state.delayedTriggers.map((d) => d.id));
  const out: PendingTrigger[] = [];
  for (const { event, afterEdit } of steps) {
    if (event.type !== 'stepBegan') continue;
    const then = timeline.stateAt(afterEdit);
    for (const d of then.delayedTriggers) {
      const at = d.ability.trigger.event;
      if (!waiting.has(d.id) || at.kind !== 'beginningOfStep' || at.step !== event.step) continue;
      // A delayed moment is never an Aura's step (`attached`: delayed-moment.ts reads none).
      if (at.whose === 'attached' || !whoFits(at.whose, then.turn.activePlayer, d.controller)) continue;
      waiting.delete(d.id);
      out.push({
        id: newId(tx, 't'),
        source: d.source,
        ability: -1,
        controller: d.controller,
        text: d.ability.text,
        context: d.context,
        delayed: d.ability,
      });
    }
  }
  if (out.length > 0) {
    const all = tx.state.delayedTriggers;
    tx.set(
      ['delayedTriggers'],
      all,
      all.filter((d) => waiting.has(d.id)),
    );
  }
  return out;
}
