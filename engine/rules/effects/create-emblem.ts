import { createEmblem as putEmblem } from '../ops/emblems.js';
import type { EffectModule } from './types.js';

/**
 * 114.2: "You get an emblem with "…"", "Each opponent gets an emblem with "…"": each player named puts an emblem
 * with those abilities into their own command zone; they own and control it (109.4c).
 */
export const createEmblem: EffectModule<'createEmblem'> = {
  kind: 'createEmblem',
  execute(ctx, effect) {
    for (const player of ctx.resolve(effect.who)) {
      if (!ctx.tx.state.players[player]) continue;
      putEmblem(ctx.tx, player, effect.abilities);
    }
  },
};
