import type { EffectModule } from './types.js';

/**
 * 701.16a: "Target opponent reveals their hand.": each player named shows every card in their hand to all players
 * (a `revealed` event the log and the tester show). Revealing changes nothing in the game state; the cards stay in
 * the hand. The player is named (608.2c), so a following "you choose a … card from it" looks at that hand.
 */
export const revealHand: EffectModule<'revealHand'> = {
  kind: 'revealHand',
  execute(ctx, effect) {
    for (const player of ctx.resolve(effect.who)) {
      const hand = ctx.tx.state.players[player]?.zones.hand;
      if (!hand) continue;
      ctx.mention(player);
      if (hand.length > 0) ctx.tx.emit({ type: 'revealed', player, cards: [...hand] });
    }
  },
};
