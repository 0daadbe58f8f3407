import type { GameState, PlayerId } from '../state/types.js';
import type { EffectModule } from './types.js';

/** 701.32a: the voters, starting with `first` and proceeding in turn order (players who left the game don't vote). */
export function votersFrom(state: GameState, first: PlayerId): PlayerId[] {
  const order = state.playerOrder.filter((p) => !state.players[p]?.lost);
  const start = Math.max(0, order.indexOf(first));
  return [...order.slice(start), ...order.slice(0, start)];
}

/**
 * 701.32a: "Starting with you, each player votes for death or taxes.": each player in turn, starting with the
 * controller, votes for one of the options: the next `choices` answer naming one (any case), else the first option.
 * Each vote is told to every player (the `voted` event) and counted for the resolution's later sentences.
 */
export const vote: EffectModule<'vote'> = {
  kind: 'vote',
  execute(ctx, effect) {
    for (const player of votersFrom(ctx.tx.state, ctx.controller)) {
      const answer = ctx.nextChoice()?.toLowerCase();
      const option = effect.options.find((o) => o === answer) ?? effect.options[0];
      if (option === undefined) return;
      ctx.voted(option);
      ctx.tx.emit({ type: 'voted', player, source: ctx.source, option });
    }
  },
};
