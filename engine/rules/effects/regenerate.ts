import { newId } from '../ops/ids.js';
import type { EffectModule } from './types.js';

/** 701.15a: creates a regeneration shield for the permanent, used by the next destruction this turn. */
export const regenerate: EffectModule<'regenerate'> = {
  kind: 'regenerate',
  execute(ctx, effect) {
    for (const id of ctx.resolve(effect.what)) {
      const object = ctx.tx.state.objects[id];
      if (!object || object.zone.zone !== 'battlefield') continue;
      const shields = ctx.tx.state.shields;
      ctx.tx.set(['shields'], shields, [...shields, { id: newId(ctx.tx, 'r'), object: object.id }]);
      ctx.mention(id);
    }
  },
};
