import { loseLife as lose } from '../ops/players.js';
import type { EffectModule } from './types.js';

/** 119.3: "you lose 2 life", "each opponent loses 1 life": each player named loses that much (emits lifeLost). */
export const loseLife: EffectModule<'loseLife'> = {
  kind: 'loseLife',
  execute(ctx, effect) {
    const n = ctx.amount(effect.amount);
    for (const player of ctx.resolve(effect.who)) if (ctx.tx.state.players[player]) lose(ctx.tx, player, n);
  },
};
