import { tap as tapPermanent } from '../ops/permanents.js';
import type { EffectModule } from './types.js';

/** 701.21: "Tap target …". */
export const tap: EffectModule<'tap'> = {
  kind: 'tap',
  execute(ctx) {
    const object = ctx.subject === null ? undefined : ctx.tx.state.objects[ctx.subject];
    if (object?.zone.zone === 'battlefield') tapPermanent(ctx.tx, object.id);
  },
};
