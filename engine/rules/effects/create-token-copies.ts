import { copiedValues } from '../continuous/copy.js';
import { createTokenFrom } from '../ops/tokens.js';
import { tokensInstead } from '../replacement/tokens.js';
import type { GameObject } from '../state/types.js';
import type { EffectModule } from './types.js';

/**
 * 707.2, 111.3: "Create a token that's a copy of target creature you control.", "its controller creates a token
 * that's a copy of that creature", "… except it's an artifact in addition to its other types" (707.9). The object
 * to copy is looked at as the effect resolves: its copiable values (its `template`, 707.2) become the token's own.
 * An object that is gone (an illegal target, 608.2b) gives no token.
 */
export const createTokenCopies: EffectModule<'createTokenCopies'> = {
  kind: 'createTokenCopies',
  execute(ctx, effect) {
    const players = ctx.resolve(effect.who);
    const n = ctx.amount(effect.amount);
    const originals: GameObject[] = [];
    for (const id of ctx.resolve(effect.of)) {
      const o = ctx.tx.state.objects[id];
      if (o) originals.push(o);
    }
    for (const player of players) {
      if (!ctx.tx.state.players[player]) continue;
      for (const original of originals) {
        const values = copiedValues(original, effect.except);
        // 608.2c: "it" after "create a token" is the token made ("That token gains haste.").
        // 614.1a: "twice that many of those tokens are created instead".
        const made = tokensInstead(ctx.tx.state, player, n);
        for (let i = 0; i < made; i++) ctx.mention(createTokenFrom(ctx.tx, player, values));
      }
    }
  },
};
