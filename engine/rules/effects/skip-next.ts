import type { EffectModule } from './types.js';

/**
 * 614.10: "You skip your next turn.", "Target player skips their next untap step.": each player named skips that many
 * more of their next turns or untap steps (GameState.skips, used up by rules/turn/next-step.ts).
 */
export const skipNext: EffectModule<'skipNext'> = {
  kind: 'skipNext',
  execute(ctx, effect) {
    for (const player of ctx.resolve(effect.who)) {
      if (!ctx.tx.state.players[player]) continue;
      const before = ctx.tx.state.skips;
      const mine = before?.[player] ?? { turns: 0, untapSteps: 0 };
      const after =
        effect.what === 'turn'
          ? { ...mine, turns: mine.turns + effect.count }
          : { ...mine, untapSteps: mine.untapSteps + effect.count };
      ctx.tx.set(['skips'], before, { ...before, [player]: after });
    }
  },
};
