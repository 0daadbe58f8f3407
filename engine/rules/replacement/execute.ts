import { moveTo, ownerZone } from '../ops/zones.js';
import type { Transaction } from '../state/transaction.js';
import { REPLACEMENT_EFFECTS } from './registry.js';
import type { ReplaceableEvent, ReplacementEffect } from './types.js';

/** What an event does when nothing replaces it. */
function executeDefault(tx: Transaction, event: ReplaceableEvent): boolean {
  switch (event.kind) {
    case 'destroy': {
      // 701.7a: destroy = move from the battlefield to its owner's graveyard.
      const object = tx.state.objects[event.object];
      if (!object || object.zone.zone !== 'battlefield') return false;
      moveTo(tx, object.id, ownerZone(object, 'graveyard'));
      tx.emit({ type: 'destroyed', object: object.id });
      return true;
    }
  }
}

/**
 * Runs a replaceable event (614): each applicable replacement effect gets one chance (614.5), in registry order;
 * a replaced event never happens (614.6), a modified one is offered to the remaining effects.
 * Returns true if the original (or modified) event happened.
 */
export function performReplaceable(
  tx: Transaction,
  event: ReplaceableEvent,
  effects: readonly ReplacementEffect[] = REPLACEMENT_EFFECTS,
): boolean {
  const used = new Set<string>();
  let current = event;
  for (;;) {
    const next = effects.find((e) => !used.has(e.id) && e.applies(tx.state, current));
    if (!next) break;
    used.add(next.id);
    const outcome = next.apply(tx, current);
    if (outcome.kind === 'replaced') return false;
    current = outcome.event;
  }
  return executeDefault(tx, current);
}

/** 701.7: destroy a permanent, as a replaceable event. */
export function destroy(
  tx: Transaction,
  object: string,
  cause: ReplaceableEvent['cause'] = 'effect',
  canRegenerate = true,
): boolean {
  return performReplaceable(tx, { kind: 'destroy', object, cause, canRegenerate });
}
