import type { EffectModule } from './types.js';

/**
 * "Look at target player's hand.": the controller sees every card in each named player's hand (400.2: the hand stays
 * hidden from everyone else). A `lookedAt` event says who saw what; nothing in the game state changes. The player is
 * named (608.2c) for what follows.
 */
export const lookAtHand: EffectModule<'lookAtHand'> = {
  kind: 'lookAtHand',
  execute(ctx, effect) {
    for (const player of ctx.resolve(effect.who)) {
      const hand = ctx.tx.state.players[player]?.zones.hand;
      if (!hand) continue;
      ctx.mention(player);
      ctx.tx.emit({ type: 'lookedAt', player: ctx.controller, whose: player, cards: [...hand] });
    }
  },
};
