import { nextRandom } from '../game/random.js';
import { moveTo, ownerZone } from '../ops/zones.js';
import type { Transaction } from '../state/transaction.js';
import type { ObjectId } from '../state/types.js';
import type { EffectModule } from './types.js';

/**
 * 701.8: each player named discards N cards from their hand to their owner's graveyard; the player chooses
 * (701.8a), or the cards are chosen at random. With fewer than N cards, they discard all of them.
 */
export const discard: EffectModule<'discard'> = {
  kind: 'discard',
  execute(ctx, effect) {
    // Text order (subjectsOf): the player first, so "its controller … equal to its power" sees "it".
    const players = ctx.resolve(effect.who);
    const n = ctx.amount(effect.amount);
    for (const player of players) {
      const hand = ctx.tx.state.players[player]?.zones.hand;
      if (!hand || n <= 0) continue;
      const count = Math.min(n, hand.length);
      const cards = effect.random ? atRandom(ctx.tx, hand, count) : ctx.chooseCards(player, hand, count);
      for (const id of cards) {
        const card = ctx.tx.state.objects[id];
        if (!card || card.zone.zone !== 'hand') continue;
        moveTo(ctx.tx, id, ownerZone(card, 'graveyard'));
        ctx.mention(id);
      }
    }
  },
};

/** `count` distinct cards drawn with the game's seeded generator, which advances in the state (so undo replays it). */
function atRandom(tx: Transaction, from: readonly ObjectId[], count: number): ObjectId[] {
  const left = [...from];
  const chosen: ObjectId[] = [];
  let seed = tx.state.seed;
  while (chosen.length < count && left.length > 0) {
    const r = nextRandom(seed);
    seed = r.seed;
    chosen.push(...left.splice(Math.floor(r.value * left.length), 1));
  }
  tx.set(['seed'], tx.state.seed, seed);
  return chosen;
}
