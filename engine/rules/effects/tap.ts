import { tap as tapPermanent } from '../ops/permanents.js';
import type { EffectModule } from './types.js';

/** 701.21: "Tap target …". */
export const tap: EffectModule<'tap'> = {
  kind: 'tap',
  execute(ctx, effect) {
    for (const id of ctx.resolve(effect.what)) {
      if (ctx.tx.state.objects[id]?.zone.zone !== 'battlefield') continue;
      tapPermanent(ctx.tx, id);
      ctx.mention(id);
    }
  },
};
