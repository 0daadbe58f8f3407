import { matchesDescription } from '../describe/matches.js';
import { linkExiled } from '../ops/exiled-with.js';
import { pickAtRandom } from '../ops/random-choice.js';
import { moveTo } from '../ops/zones.js';
import type { EffectModule } from './types.js';
import { viewpointOf } from './viewpoint.js';

/**
 * 406.3: "Target player exiles a card from their graveyard / hand": each player named chooses `amount` of their cards
 * there that match (all of them when they have fewer), or they are picked at random ("a card at random", 701.8b's
 * way); each goes to exile, linked to the source (607.2a: "a card exiled with ~"), and is "that card" afterwards.
 */
export const exileCards: EffectModule<'exileCards'> = {
  kind: 'exileCards',
  execute(ctx, effect) {
    const n = ctx.amount(effect.amount);
    const viewpoint = viewpointOf(ctx);
    for (const player of ctx.resolve(effect.who)) {
      const zone = ctx.tx.state.players[player]?.zones[effect.from];
      if (!zone || n <= 0) continue;
      const from = zone.filter((id) => {
        const card = ctx.tx.state.objects[id];
        return card !== undefined && matchesDescription(ctx.tx.state, id, effect.what, viewpoint);
      });
      const count = Math.min(n, from.length);
      const cards = effect.random ? pickAtRandom(ctx.tx, from, count) : ctx.chooseCards(player, from, count);
      for (const id of cards) {
        const card = ctx.tx.state.objects[id];
        if (!card || card.zone.zone !== effect.from) continue;
        moveTo(ctx.tx, id, { player: card.owner, zone: 'exile' });
        linkExiled(ctx.tx, id, ctx.source);
        ctx.mention(id);
      }
    }
  },
};
