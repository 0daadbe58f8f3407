import { moveTo, ownerZone } from '../ops/zones.js';
import type { EffectModule } from './types.js';

/**
 * 701.13a: each player named puts the top N cards of their library into their graveyard, the top card first; with
 * fewer cards they mill as many as they can (701.13b). Milling from an empty library isn't drawing: no loss. A single
 * card milled is "it" / "that card" afterwards.
 */
export const mill: EffectModule<'mill'> = {
  kind: 'mill',
  execute(ctx, effect) {
    const players = ctx.resolve(effect.who);
    const n = ctx.amount(effect.amount);
    for (const player of players) {
      const library = ctx.tx.state.players[player]?.zones.library;
      if (!library) continue;
      // Libraries are kept bottom → top, so the top N are the last N, taken from the end.
      const top = library.slice(Math.max(0, library.length - n)).reverse();
      for (const id of top) {
        const card = ctx.tx.state.objects[id];
        if (card) moveTo(ctx.tx, id, ownerZone(card, 'graveyard'));
      }
      // "puts the top card of their library into their graveyard. … that card's converted mana cost": the one card
      // milled is what the text names next (608.2c).
      if (n === 1 && top[0] !== undefined) ctx.mention(top[0]);
    }
  },
};
