import { addCounters } from '../ops/permanents.js';
import { addEnergy, addPoison } from '../ops/players.js';
import type { EffectModule } from './types.js';

/**
 * 122.1: "put N +1/+1 counters on target creature" (emits countersAdded). A player can get poison counters
 * (122.1f) and energy counters ("you get {E}{E}", 107.14); other player counters aren't kept. +1/+1 and -1/-1 counters on one permanent cancel out as a
 * state-based action (704.5q, in sba/).
 */
export const putCounters: EffectModule<'putCounters'> = {
  kind: 'putCounters',
  execute(ctx, effect) {
    const amount = effect.divided ? 0 : ctx.amount(effect.amount);
    for (const id of ctx.resolve(effect.what)) {
      // 601.2d: distributed counters: each target gets its announced share.
      const n = effect.divided ? ctx.share(effect.what, id) : amount;
      if (effect.divided && n === 0) continue;
      if (ctx.tx.state.players[id]) {
        if (effect.counter === 'poison') addPoison(ctx.tx, id, n);
        else if (effect.counter === 'energy') addEnergy(ctx.tx, id, n);
        continue;
      }
      if (ctx.tx.state.objects[id]?.zone.zone !== 'battlefield') continue;
      addCounters(ctx.tx, id, effect.counter, n);
      ctx.mention(id);
    }
  },
};
