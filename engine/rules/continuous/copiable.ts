import type { CardTemplate } from '../../templates/card-template.js';
import type { Transaction } from '../state/transaction.js';
import type { ObjectId } from '../state/types.js';

/**
 * Layer 1 (613.1a, 613.2): an object's copiable values are its printed values as modified by copy effects (707.2).
 * A copy effect's values are fixed when it begins (707.2b, 707.2c) and depend on nothing else in the game, so the
 * result of layer 1 changes only when a copy effect begins or ends: it is kept on the object as its `template`
 * (what every rule reads), with the card's own values in `printed` while a copy effect applies. Later layers
 * (state/characteristics.ts) start from `template` as before. See docs/copy-effects.md.
 */

/**
 * Makes the object's `template` the copiable values the copy effects on it give now: each copy effect gives a
 * whole set of copiable values, so the one with the latest timestamp wins (613.7); with none, its printed values.
 */
export function refreshCopiableValues(tx: Transaction, id: ObjectId): void {
  const object = tx.state.objects[id];
  if (!object) return;
  const printed = object.printed ?? object.template;
  let latest: CardTemplate | null = null;
  let timestamp = -Infinity;
  for (const e of tx.state.continuousEffects) {
    if (e.timestamp < timestamp || !e.affected.ids.includes(id)) continue;
    for (const m of e.modifications) {
      if (m.kind !== 'copy') continue;
      latest = m.values;
      timestamp = e.timestamp;
    }
  }
  const values = latest ?? printed;
  const path = ['objects', id] as const;
  tx.set([...path, 'template'], object.template, values);
  tx.set([...path, 'printed'], object.printed, latest ? printed : undefined);
}

/** The objects whose copy effects are among `effects`: their copiable values need refreshing when those end. */
export function copiedObjects(effects: Transaction['state']['continuousEffects']): ObjectId[] {
  const out: ObjectId[] = [];
  for (const e of effects) {
    if (e.modifications.some((m) => m.kind === 'copy')) out.push(...e.affected.ids);
  }
  return out;
}
