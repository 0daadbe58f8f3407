import { drawCard } from '../ops/zones.js';
import type { EffectModule } from './types.js';

/** 121: each player named draws, one card at a time. */
export const drawCards: EffectModule<'drawCards'> = {
  kind: 'drawCards',
  execute(ctx, effect) {
    const n = ctx.amount(effect.amount);
    for (const player of ctx.resolve(effect.who)) {
      if (!ctx.tx.state.players[player]) continue;
      for (let i = 0; i < n; i++) drawCard(ctx.tx, player);
    }
  },
};
