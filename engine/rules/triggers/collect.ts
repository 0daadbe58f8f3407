import { newId } from '../ops/ids.js';
import type { Transaction } from '../state/transaction.js';
import type { PendingTrigger } from '../state/types.js';
import { checkCondition } from './conditions.js';
import { triggerDelayed } from './delayed.js';
import { monarchTriggers } from './monarch.js';
import { findTriggers, triggerKindsIn, type TriggerMatch } from './match.js';
import { stateTriggers } from './state-triggers.js';
import { Timeline } from './timeline.js';

/**
 * 603.2: finds the triggered abilities that the game events of `tx` from index `from` on triggered, and adds them to
 * `state.pendingTriggers` in the order they triggered (through edits, so undo takes them back and redo returns them
 * without anything triggering again: only this scan, run as an action is performed, ever triggers). A trigger whose
 * intervening "if" is false when its event happens doesn't trigger (603.4). Returns the index to scan from next.
 */
export function collectTriggers(tx: Transaction, from: number): number {
  const events = tx.events.slice(from);
  const added: PendingTrigger[] = [];
  if (events.length > 0) {
    added.push(...triggerDelayed(tx, events));
    // 720.2: the monarch's own triggered abilities, on no card.
    added.push(...monarchTriggers(tx, events));
    for (const m of triggered(tx, from)) {
      const trigger: PendingTrigger = {
        id: newId(tx, 't'),
        source: m.source,
        ability: m.ability,
        controller: m.controller,
        text: m.text,
        context: m.context,
        ...(m.object.token ? { sourceTemplate: m.object.template } : {}),
        ...(m.granted ? { granted: m.granted } : {}),
      };
      added.push(trigger);
    }
  }
  // 603.8: state triggers look at the state, not at events; after the event triggers, as the state now is.
  for (const m of stateTriggers(tx.state)) added.push({ id: newId(tx, 't'), ...m });
  addPending(tx, added);
  // Our own `abilityTriggered` events trigger nothing; skip them next time.
  return tx.events.length;
}

/**
 * Whether the game events of `tx` from index `from` on trigger any ability, without adding anything: a step that
 * would end with no one acting asks this to know whether players must get priority in it first.
 */
export function eventsTriggerAnything(tx: Transaction, from: number): boolean {
  return triggered(tx, from).length > 0;
}

/** The abilities the events from `from` on triggered, those whose intervening "if" is false left out (603.4). */
function triggered(tx: Transaction, from: number): TriggerMatch[] {
  const events = tx.events.slice(from);
  if (events.length === 0) return [];
  // Every object the events can be about: there before, there now, or created (and maybe gone again) in between.
  const created = tx.edits.flatMap((e) => (e.kind === 'create' ? [e.object] : []));
  const kinds = triggerKindsIn([tx.initial, tx.state], created);
  if (kinds.size === 0) return [];
  const timeline = new Timeline(tx.edits, tx.initial, 0);
  const startEdit = from === 0 ? 0 : (tx.events[from - 1]?.afterEdit ?? 0);
  return findTriggers(events, timeline, startEdit, kinds).filter((m) =>
    checkCondition(m.after, m.condition, { controller: m.controller, source: m.source }, null, m.context),
  );
}

/** Adds triggers to `state.pendingTriggers` in order, each announced by an `abilityTriggered` event. */
export function addPending(tx: Transaction, added: readonly PendingTrigger[]): void {
  if (added.length === 0) return;
  for (const trigger of added) {
    tx.emit({
      type: 'abilityTriggered',
      trigger: trigger.id,
      source: trigger.source,
      ability: trigger.ability,
      controller: trigger.controller,
    });
  }
  tx.set(['pendingTriggers'], tx.state.pendingTriggers, [...tx.state.pendingTriggers, ...added]);
}
