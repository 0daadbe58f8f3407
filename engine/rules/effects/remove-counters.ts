import { removeCounters as remove } from '../ops/permanents.js';
import type { EffectModule } from './types.js';

/**
 * 122.1: "remove a time counter from it", "remove all -1/-1 counters from ~", "remove a -1/-1 counter from each
 * creature you control": each permanent named loses up to that many counters of the kind (emits countersRemoved);
 * one without any loses none. A suspended card's own trigger removes its time counter in exile (702.62a), where the
 * ability works.
 */
export const removeCounters: EffectModule<'removeCounters'> = {
  kind: 'removeCounters',
  execute(ctx, effect) {
    const n = effect.amount === null ? null : ctx.amount(effect.amount);
    for (const id of ctx.resolve(effect.what)) {
      const object = ctx.tx.state.objects[id];
      const inExile = object?.zone.zone === 'exile' && id === ctx.source;
      if (object?.zone.zone !== 'battlefield' && !inExile) continue;
      remove(ctx.tx, id, effect.counter, n ?? object.counters[effect.counter] ?? 0);
      ctx.mention(id);
    }
  },
};
