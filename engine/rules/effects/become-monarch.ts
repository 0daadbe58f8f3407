import { becomeMonarch as becomeTheMonarch } from '../ops/monarch.js';
import type { EffectModule } from './types.js';

/**
 * 720.3: "You become the monarch.": the player named becomes the monarch and whoever was ceases to be
 * (rules/ops/monarch.ts); several players named become it in turn, so the last one is the monarch.
 */
export const becomeMonarch: EffectModule<'becomeMonarch'> = {
  kind: 'becomeMonarch',
  execute(ctx, effect) {
    for (const player of ctx.resolve(effect.who)) {
      if (ctx.tx.state.players[player]) becomeTheMonarch(ctx.tx, player);
    }
  },
};
