import { newId } from '../ops/ids.js';
import type { EffectModule } from './types.js';

/** 701.15a: creates a regeneration shield for the permanent, used by the next destruction this turn. */
export const regenerate: EffectModule<'regenerate'> = {
  kind: 'regenerate',
  execute(ctx) {
    const id = ctx.subject;
    const object = id === null ? undefined : ctx.tx.state.objects[id];
    if (!object || object.zone.zone !== 'battlefield') return;
    const shields = ctx.tx.state.shields;
    ctx.tx.set(['shields'], shields, [...shields, { id: newId(ctx.tx, 'r'), object: object.id }]);
  },
};
