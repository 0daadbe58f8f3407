import { addPlayerEffect } from '../continuous/player-effects.js';
import type { EffectModule } from './types.js';

/**
 * 402.2, 611.2: "You have no maximum hand size until your next turn.": a continuous effect on the players named now
 * (611.2c), for its duration (rules/continuous/player-effects.ts ends it; rules/turn/hand-size.ts applies it).
 */
export const maximumHandSize: EffectModule<'maximumHandSize'> = {
  kind: 'maximumHandSize',
  execute(ctx, effect) {
    const players = ctx.resolve(effect.who).filter((id) => ctx.tx.state.players[id] !== undefined);
    addPlayerEffect(ctx.tx, {
      source: ctx.source,
      controller: ctx.controller,
      players,
      duration: effect.duration,
      change: { kind: 'maximumHandSize', change: effect.change },
    });
  },
};
