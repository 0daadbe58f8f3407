import type { EffectModule } from './types.js';

/**
 * 705.1: each player named flips a coin (in a two-player game the flipping player calls it, 705.2); a following "If
 * you win the flip, …" reads the outcome (`coinFlip` conditions, conditional.ts).
 */
export const flipCoin: EffectModule<'flipCoin'> = {
  kind: 'flipCoin',
  execute(ctx, effect) {
    for (const player of ctx.resolve(effect.who)) {
      if (ctx.tx.state.players[player]) ctx.flipCoin(player);
    }
  },
};
