import { createToken } from '../ops/tokens.js';
import { tokensInstead } from '../replacement/tokens.js';
import { perPlayer } from './per-player-amount.js';
import type { EffectModule } from './types.js';

/** 111.1, 701.7a: "create two 1/1 white Soldier creature tokens": each player named creates N tokens. */
export const createTokens: EffectModule<'createTokens'> = {
  kind: 'createTokens',
  execute(ctx, effect) {
    // Text order (subjectsOf): the player first, so "its controller … equal to its power" sees "it".
    const players = ctx.resolve(effect.who);
    const all = ctx.amount(effect.amount);
    const created: string[] = [];
    for (const player of players) {
      if (!ctx.tx.state.players[player]) continue;
      const n = perPlayer(ctx, effect.amount, player) ?? all;
      // 614.1a: "twice that many of those tokens are created instead".
      const made = tokensInstead(ctx.tx.state, player, n);
      for (let i = 0; i < made; i++) created.push(createToken(ctx.tx, player, effect.token, effect.tapped === true));
    }
    // 608.2c: "it" after "create a token" is the token made; "them" / "those tokens" after several are all of them
    // ("Create three 2/2 Knight tokens. Exile them at the beginning of the next cleanup step.").
    ctx.mentionGroup(created);
  },
};
