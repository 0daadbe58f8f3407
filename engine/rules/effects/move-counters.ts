import { addCounters, removeCounters } from '../ops/permanents.js';
import type { EffectModule } from './types.js';

/**
 * 122.1, 702.58a: "move a +1/+1 counter from ~ onto that creature": up to that many counters of the kind leave the
 * first object `from` names and go onto the first object `to` names, both on the battlefield; a counter that can't
 * leave can't arrive (none moves from an object without one).
 */
export const moveCounters: EffectModule<'moveCounters'> = {
  kind: 'moveCounters',
  execute(ctx, effect) {
    const n = ctx.amount(effect.amount);
    const [from] = ctx.resolve(effect.from);
    const [to] = ctx.resolve(effect.to);
    const source = from === undefined ? undefined : ctx.tx.state.objects[from];
    const target = to === undefined ? undefined : ctx.tx.state.objects[to];
    if (source?.zone.zone !== 'battlefield' || target?.zone.zone !== 'battlefield' || source.id === target.id) return;
    const moved = Math.min(n, source.counters[effect.counter] ?? 0);
    if (moved <= 0) return;
    removeCounters(ctx.tx, source.id, effect.counter, moved);
    addCounters(ctx.tx, target.id, effect.counter, moved);
    ctx.mention(target.id);
  },
};
