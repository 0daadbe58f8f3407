import { gainLife as gain } from '../ops/players.js';
import { amountOf, type EffectModule } from './types.js';

/** 119.3: gaining life. */
export const gainLife: EffectModule<'gainLife'> = {
  kind: 'gainLife',
  execute(ctx, effect) {
    if (ctx.subject === null || !ctx.tx.state.players[ctx.subject]) return;
    gain(ctx.tx, ctx.subject, amountOf(effect.amount, ctx.x));
  },
};
