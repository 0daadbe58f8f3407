import { discardCard } from '../ops/discard.js';
import type { EffectModule } from './types.js';

/**
 * 701.8: "Discard your hand.", "Each player discards their hand": each player named discards every card in their hand
 * (no choice to make). How many each discarded is kept for "that many" later in the resolution.
 */
export const discardHand: EffectModule<'discardHand'> = {
  kind: 'discardHand',
  execute(ctx, effect) {
    for (const player of ctx.resolve(effect.who)) {
      const hand = ctx.tx.state.players[player]?.zones.hand ?? [];
      for (const id of hand) {
        discardCard(ctx.tx, id);
        ctx.mention(id);
      }
      ctx.discarded(player, hand.length);
    }
  },
};
