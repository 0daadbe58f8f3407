import { planeswalk as planeswalkOp } from '../ops/command-cards.js';
import type { EffectModule } from './types.js';

/** 701.24: each player named planeswalks (rules/ops/command-cards.ts: only the planar controller can, 701.24a). */
export const planeswalk: EffectModule<'planeswalk'> = {
  kind: 'planeswalk',
  execute(ctx, effect) {
    for (const player of ctx.resolve(effect.who)) {
      if (ctx.tx.state.players[player]) planeswalkOp(ctx.tx, player);
    }
  },
};
