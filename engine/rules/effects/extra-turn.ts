import type { EffectModule } from './types.js';

/**
 * 500.7: "Take an extra turn after this one.": each player named gets an extra turn, taken right after this one
 * (rules/turn/next-step.ts); one created later is taken first, so it goes on the end of the list.
 */
export const extraTurn: EffectModule<'extraTurn'> = {
  kind: 'extraTurn',
  execute(ctx, effect) {
    for (const player of ctx.resolve(effect.who)) {
      if (!ctx.tx.state.players[player]) continue;
      const before = ctx.tx.state.extraTurns;
      ctx.tx.set(['extraTurns'], before, [...(before ?? []), player]);
    }
  },
};
