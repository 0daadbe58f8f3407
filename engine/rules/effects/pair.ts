import { pair as pairObjects, partnerOf } from '../ops/pairing.js';
import { isCreature } from '../state/characteristics.js';
import type { EffectModule } from './types.js';

/**
 * 702.95a: "pair ~ with another unpaired creature you control", "pair that creature with ~". 702.95c: neither becomes
 * paired unless both are still creatures on the battlefield under the control of the ability's controller; 702.95d:
 * and neither is paired already (a creature is paired with only one other).
 */
export const pair: EffectModule<'pair'> = {
  kind: 'pair',
  execute(ctx, effect) {
    const [a] = ctx.resolve(effect.what);
    const [b] = ctx.resolve(effect.with);
    if (a === undefined || b === undefined || a === b) return;
    const state = ctx.tx.state;
    const both = [state.objects[a], state.objects[b]];
    for (const o of both) {
      if (!o || o.zone.zone !== 'battlefield' || o.controller !== ctx.controller) return;
      if (!isCreature(o, state) || partnerOf(state, o) !== null) return;
    }
    pairObjects(ctx.tx, a, b);
  },
};
