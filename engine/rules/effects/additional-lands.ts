import type { EffectModule } from './types.js';

/**
 * 305.2: "You may play an additional land this turn.": each player named may play that many lands more this turn
 * (TurnState.additionalLands, which each new turn starts without; rules/actions/land-plays.ts counts it).
 */
export const additionalLands: EffectModule<'additionalLands'> = {
  kind: 'additionalLands',
  execute(ctx, effect) {
    for (const player of ctx.resolve(effect.who)) {
      if (!ctx.tx.state.players[player]) continue;
      const before = ctx.tx.state.turn.additionalLands;
      ctx.tx.set(['turn', 'additionalLands'], before, {
        ...before,
        [player]: (before?.[player] ?? 0) + effect.count,
      });
    }
  },
};
