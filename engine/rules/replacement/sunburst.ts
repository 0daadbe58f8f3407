import { COLORS } from '../../mana/mana-symbol.js';
import { addCounters } from '../ops/permanents.js';
import type { Transaction } from '../state/transaction.js';
import type { GameObject } from '../state/types.js';

/**
 * 702.44a: "Sunburst" means "If this object is entering the battlefield as a creature, ignoring any type-changing
 * effects that would affect it, it enters the battlefield with a +1/+1 counter on it for each color of mana spent to
 * cast it. Otherwise, it enters the battlefield with a charge counter on it for each color of mana spent to cast it."
 * Only as a resolving spell with colored mana spent on its costs (702.44b): the permanent's cast record, kept from the
 * stack (ops/cast-record.ts), says which mana was spent; a permanent put onto the battlefield any other way has none.
 * Each instance works separately (702.44d). Called as the permanent enters (614.1c), before anything can see it.
 */
export function applySunburst(tx: Transaction, object: GameObject): void {
  const instances = object.template.abilities.filter((a) => a.kind === 'keyword' && a.keyword === 'sunburst').length;
  const spent = object.cast?.spent;
  if (instances === 0 || !spent) return;
  const colors = COLORS.filter((c) => spent[c] > 0).length;
  if (colors === 0) return;
  // "ignoring any type-changing effects": its own card's types, not what effects make it.
  const counter = object.template.types.includes('creature') ? '+1/+1' : 'charge';
  for (let i = 0; i < instances; i++) addCounters(tx, object.id, counter, colors);
}
