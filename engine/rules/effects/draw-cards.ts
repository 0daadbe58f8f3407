import { drawCard } from '../ops/zones.js';
import { perPlayer } from './per-player-amount.js';
import type { EffectModule } from './types.js';

/** 121: each player named draws, one card at a time. */
export const drawCards: EffectModule<'drawCards'> = {
  kind: 'drawCards',
  execute(ctx, effect) {
    // Text order (subjectsOf): the player first, so "its controller … equal to its power" sees "it".
    const players = ctx.resolve(effect.who);
    const all = ctx.amount(effect.amount);
    for (const player of players) {
      if (!ctx.tx.state.players[player]) continue;
      const n = perPlayer(ctx, effect.amount, player) ?? all;
      for (let i = 0; i < n; i++) drawCard(ctx.tx, player);
    }
  },
};
