import { drawCard } from '../ops/zones.js';
import { amountOf, type EffectModule } from './types.js';

/** 121: draw cards one at a time. */
export const drawCards: EffectModule<'drawCards'> = {
  kind: 'drawCards',
  execute(ctx, effect) {
    const player = ctx.subject;
    if (player === null || !ctx.tx.state.players[player]) return;
    const n = amountOf(effect.amount, ctx.x);
    for (let i = 0; i < n; i++) drawCard(ctx.tx, player);
  },
};
