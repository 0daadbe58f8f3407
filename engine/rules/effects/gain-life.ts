import { gainLife as gain } from '../ops/players.js';
import type { EffectModule } from './types.js';

/** 119.3: gaining life. */
export const gainLife: EffectModule<'gainLife'> = {
  kind: 'gainLife',
  execute(ctx, effect) {
    // Text order (subjectsOf): the player first, so "its controller … equal to its power" sees "it".
    const players = ctx.resolve(effect.who);
    const n = ctx.amount(effect.amount);
    for (const player of players) if (ctx.tx.state.players[player]) gain(ctx.tx, player, n);
  },
};
