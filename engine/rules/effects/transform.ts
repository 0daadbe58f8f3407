import { transformPermanent } from '../ops/transform.js';
import type { EffectModule } from './types.js';

/**
 * 701.28a: "Transform ~.": each permanent named turns to its other face; others do nothing (701.28c, 701.28d). An
 * ability transforming its own source does nothing if the source transformed since the ability was put on the stack
 * (701.28f: two werewolf triggers don't turn it over twice).
 */
export const transform: EffectModule<'transform'> = {
  kind: 'transform',
  execute(ctx, effect) {
    for (const id of ctx.resolve(effect.what)) {
      if (transformPermanent(ctx.tx, id, id === ctx.source ? ctx.stackedAt : null)) ctx.mention(id);
    }
  },
};
