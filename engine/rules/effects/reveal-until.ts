import { matchesDescription } from '../describe/matches.js';
import type { ObjectId } from '../state/types.js';
import { put, putInOrder } from './top-cards.js';
import type { EffectModule } from './types.js';
import { viewpointOf } from './viewpoint.js';

/**
 * 701.16a: "Reveal cards from the top of your library until you reveal a creature card. Put that card into your hand
 * and the rest on the bottom of your library in a random order." Each player named reveals their library's cards
 * from the top, one at a time, until one matches (all of them if none does); every card revealed is shown to all.
 * The card found goes where the text says (608.2c: "that card" names it afterwards), then the others revealed go
 * where the rest go, in the order the controller chooses (401.4) or at random.
 */
export const revealUntil: EffectModule<'revealUntil'> = {
  kind: 'revealUntil',
  execute(ctx, effect) {
    const viewpoint = viewpointOf(ctx);
    for (const player of ctx.resolve(effect.who)) {
      const library = ctx.tx.state.players[player]?.zones.library;
      if (!library) continue;
      const revealed: ObjectId[] = [];
      let found: ObjectId | null = null;
      // A library's top is the end of its list.
      for (let i = library.length - 1; i >= 0; i--) {
        const id = library[i] as ObjectId;
        revealed.push(id);
        if (matchesDescription(ctx.tx.state, id, effect.what, viewpoint)) {
          found = id;
          break;
        }
      }
      if (revealed.length > 0) ctx.tx.emit({ type: 'revealed', player, cards: revealed });
      const rest = revealed.filter((id) => id !== found);
      if (found !== null) put(ctx, player, [found], effect.to, effect.tapped);
      if (rest.length > 0) putInOrder(ctx, player, rest, effect.rest, effect.restOrder);
      if (found !== null) ctx.mention(found);
      else ctx.mentionNothing();
    }
  },
};
