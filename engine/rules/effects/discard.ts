import { discardCard } from '../ops/discard.js';
import { pickAtRandom } from '../ops/random-choice.js';
import type { PlayerId } from '../state/types.js';
import type { EffectContext, EffectModule } from './types.js';

/**
 * 701.8: each player named discards N cards from their hand to their owner's graveyard; the player chooses
 * (701.8a), or the cards are chosen at random. With fewer than N cards, they discard all of them.
 */
export const discard: EffectModule<'discard'> = {
  kind: 'discard',
  execute(ctx, effect) {
    // Text order (subjectsOf): the player first, so "its controller … equal to its power" sees "it".
    const players = ctx.resolve(effect.who);
    if (effect.what) {
      discardNamed(ctx, players, ctx.resolve(effect.what));
      return;
    }
    const n = ctx.amount(effect.amount);
    for (const player of players) {
      const hand = ctx.tx.state.players[player]?.zones.hand;
      if (!hand || n <= 0) continue;
      const count = Math.min(n, hand.length);
      const cards = effect.random ? pickAtRandom(ctx.tx, hand, count) : ctx.chooseCards(player, hand, count);
      for (const id of cards) {
        const card = ctx.tx.state.objects[id];
        if (!card || card.zone.zone !== 'hand') continue;
        discardCard(ctx.tx, id);
        ctx.mention(id);
      }
    }
  },
};

/** "That player discards that card.": each named card that is in one of the players' hands goes to its graveyard. */
function discardNamed(ctx: EffectContext, players: readonly PlayerId[], cards: readonly string[]): void {
  for (const id of cards) {
    const card = ctx.tx.state.objects[id];
    if (!card || card.zone.zone !== 'hand' || !players.includes(card.zone.player)) continue;
    discardCard(ctx.tx, id);
    ctx.mention(id);
  }
}
