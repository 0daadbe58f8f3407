import { loseLife as lose } from '../ops/players.js';
import type { EffectModule } from './types.js';

/** 119.3: "you lose 2 life", "each opponent loses 1 life": each player named loses that much (emits lifeLost). */
export const loseLife: EffectModule<'loseLife'> = {
  kind: 'loseLife',
  execute(ctx, effect) {
    // Text order (subjectsOf): the player first, so "its controller … equal to its power" sees "it".
    const players = ctx.resolve(effect.who);
    const n = ctx.amount(effect.amount);
    for (const player of players) {
      const before = ctx.tx.state.players[player]?.life;
      if (before === undefined) continue;
      lose(ctx.tx, player, n);
      ctx.lostLife(before - (ctx.tx.state.players[player]?.life ?? before));
    }
  },
};
