import { transformPermanent } from '../ops/transform.js';
import type { EffectModule } from './types.js';

/** 701.28a: "Transform ~.": each permanent named turns to its other face; others do nothing (712.5, 712.6). */
export const transform: EffectModule<'transform'> = {
  kind: 'transform',
  execute(ctx, effect) {
    for (const id of ctx.resolve(effect.what)) if (transformPermanent(ctx.tx, id)) ctx.mention(id);
  },
};
