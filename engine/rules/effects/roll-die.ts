import type { EffectModule } from './types.js';

/**
 * 706.1: each player named rolls a die with `sides` faces; "the result" (`dieResult`) and "if you roll a 6"
 * (`dieRoll`) later in the resolution read what came up (706.2).
 */
export const rollDie: EffectModule<'rollDie'> = {
  kind: 'rollDie',
  execute(ctx, effect) {
    for (const player of ctx.resolve(effect.who)) {
      if (ctx.tx.state.players[player]) ctx.rollDie(player, effect.sides);
    }
  },
};
