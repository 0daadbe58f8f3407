import { grantPlay, lastTurnOf } from '../ops/play-permission.js';
import type { EffectModule } from './types.js';

/**
 * 601.3, 305.2, 611.2a: "You may play that card this turn." and the like: each card named that is in exile now gets
 * a permission for the controller, lasting as long as the text says (rules/ops/play-permission.ts). The controller
 * then casts it (or plays it as a land) from exile like a card in hand, at the times its type allows, paying its
 * costs unless the permission is free. Nothing is asked as it resolves: "may" is the later choice to play it.
 */
export const mayPlay: EffectModule<'mayPlay'> = {
  kind: 'mayPlay',
  execute(ctx, effect) {
    const lastTurn = lastTurnOf(ctx.tx.state, ctx.controller, effect.until);
    for (const id of ctx.resolve(effect.what)) {
      grantPlay(ctx.tx, id, { player: ctx.controller, play: effect.play, lastTurn, free: effect.free });
    }
  },
};
