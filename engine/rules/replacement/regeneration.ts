import { removeFromCombat } from '../ops/combat-membership.js';
import { setDamage, setDeathtouched, tap } from '../ops/permanents.js';
import type { ReplacementEffect } from './types.js';

/**
 * 701.15a / 614.8: "Regenerate [permanent]" means the next time it would be destroyed this turn, instead remove
 * all damage marked on it and tap it; if it's attacking or blocking, remove it from combat. One shield is used
 * per destruction; shields end in the cleanup step.
 */
export const regenerationShield: ReplacementEffect = {
  id: 'regeneration',
  applies(state, event) {
    return event.kind === 'destroy' && event.canRegenerate && state.shields.some((s) => s.object === event.object);
  },
  apply(tx, event) {
    const shields = tx.state.shields;
    const used = shields.findIndex((s) => s.object === event.object);
    tx.set(
      ['shields'],
      shields,
      shields.filter((_, i) => i !== used),
    );
    const object = tx.state.objects[event.object];
    if (object) {
      setDamage(tx, object.id, 0);
      setDeathtouched(tx, object.id, false);
      tap(tx, object.id);
      removeFromCombat(tx, object.id);
    }
    tx.emit({ type: 'regenerated', object: event.object });
    return { kind: 'replaced' };
  },
};
