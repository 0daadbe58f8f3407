import { matchesDescription } from '../describe/matches.js';
import type { EffectModule } from './types.js';
import { viewpointOf } from './viewpoint.js';

/**
 * "You choose a nonland card from it.": the controller chooses one card matching the description among the cards in
 * the hand of the player named before (the one who revealed it); the choice is the resolution's next `picks` answer
 * (608.2d), by default the first that fits. "That card" then names the chosen card (608.2c); when none fits, it
 * names nothing, so "That player discards that card." does nothing.
 */
export const chooseCard: EffectModule<'chooseCard'> = {
  kind: 'chooseCard',
  execute(ctx, effect) {
    const viewpoint = viewpointOf(ctx);
    for (const player of ctx.resolve(effect.from)) {
      const hand = ctx.tx.state.players[player]?.zones.hand ?? [];
      const fits = hand.filter((id) => matchesDescription(ctx.tx.state, id, effect.what, viewpoint));
      const [chosen] = ctx.pickCards(fits, Math.min(1, fits.length), 1, 1);
      if (chosen === undefined) {
        ctx.mentionNothing();
        continue;
      }
      ctx.tx.emit({ type: 'cardChosen', player: ctx.controller, card: chosen });
      ctx.mention(chosen);
    }
  },
};
