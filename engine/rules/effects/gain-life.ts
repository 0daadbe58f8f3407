import { gainLife as gain } from '../ops/players.js';
import type { EffectModule } from './types.js';

/** 119.3: gaining life. */
export const gainLife: EffectModule<'gainLife'> = {
  kind: 'gainLife',
  execute(ctx, effect) {
    const n = ctx.amount(effect.amount);
    for (const player of ctx.resolve(effect.who)) if (ctx.tx.state.players[player]) gain(ctx.tx, player, n);
  },
};
