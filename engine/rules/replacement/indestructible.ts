import { hasKeyword } from '../state/characteristics.js';
import type { ReplacementEffect } from './types.js';

/**
 * 702.12b: a permanent with indestructible can't be destroyed. Strictly a "can't" (614.17), not a replacement;
 * modelled as one that turns the destruction into nothing, listed first so "can't" wins (101.2) and a
 * regeneration shield is not used up.
 */
export const indestructible: ReplacementEffect = {
  id: 'indestructible',
  applies(state, event) {
    const object = state.objects[event.object];
    return event.kind === 'destroy' && object !== undefined && hasKeyword(object, 'indestructible', state);
  },
  apply(tx, event) {
    tx.emit({ type: 'destructionPrevented', object: event.object, by: 'indestructible' });
    return { kind: 'replaced' };
  },
};
