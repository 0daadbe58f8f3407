import { isLand } from '../state/characteristics.js';
import { addCounters } from '../ops/permanents.js';
import { moveTo, ownerZone } from '../ops/zones.js';
import type { EffectModule } from './types.js';

/**
 * 701.40a: the exploring permanent's controller reveals their library's top card; a land card goes to their hand;
 * otherwise the permanent gets a +1/+1 counter and the player may put the card into their graveyard (the next
 * `choices` answer: `graveyard`, else it stays on top; one answer is read for each exploration, whatever is
 * revealed, so answers stay in step). 701.40b, 701.40c: a permanent that already left still explores, as its last
 * controller; it just gets no counter.
 */
export const explore: EffectModule<'explore'> = {
  kind: 'explore',
  execute(ctx, effect) {
    for (const id of ctx.resolve(effect.what)) {
      const object = ctx.tx.state.objects[id];
      if (!object) continue;
      const player = object.controller;
      const answer = ctx.nextChoice();
      const top = ctx.tx.state.players[player]?.zones.library.at(-1);
      const card = top === undefined ? undefined : ctx.tx.state.objects[top];
      if (top === undefined || !card) continue;
      ctx.tx.emit({ type: 'revealed', player, cards: [top] });
      if (isLand(card, ctx.tx.state)) {
        moveTo(ctx.tx, top, ownerZone(card, 'hand'));
        continue;
      }
      if (ctx.tx.state.objects[id]?.zone.zone === 'battlefield') addCounters(ctx.tx, id, '+1/+1', 1);
      if (answer === 'graveyard') moveTo(ctx.tx, top, ownerZone(card, 'graveyard'));
    }
  },
};
