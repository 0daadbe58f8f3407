import { markLost } from '../ops/players.js';
import type { EffectModule } from './types.js';

/**
 * 104.3e: "you lose the game": the player loses (the state-based actions then end a game with one player left,
 * 104.2a). 104.2b: "you win the game": the player wins, so every other player loses, and the game is over; a player
 * who would both win and lose loses (104.3f), so one who already lost doesn't win.
 */
export const endGame: EffectModule<'endGame'> = {
  kind: 'endGame',
  execute(ctx, effect) {
    const tx = ctx.tx;
    for (const player of ctx.resolve(effect.who)) {
      const p = tx.state.players[player];
      if (!p || p.lost) continue;
      if (effect.result === 'lose') {
        markLost(tx, player, 'an effect says they lose the game (104.3e)');
        continue;
      }
      for (const other of tx.state.playerOrder) {
        if (other !== player) markLost(tx, other, `${player} won the game by an effect (104.2b)`);
      }
      if (tx.state.winner === null) tx.set(['winner'], null, player);
    }
  },
};
