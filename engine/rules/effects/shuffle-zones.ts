import { shuffleLibrary } from '../ops/library.js';
import { moveTo, ownerZone } from '../ops/zones.js';
import type { EffectModule } from './types.js';

/**
 * 701.20a: "Each player shuffles their hand and graveyard into their library": each player named puts every card of
 * those zones of theirs into their own library (cards there are their own, 400.3), then shuffles it.
 */
export const shuffleIntoLibrary: EffectModule<'shuffleIntoLibrary'> = {
  kind: 'shuffleIntoLibrary',
  execute(ctx, effect) {
    for (const player of ctx.resolve(effect.who)) {
      const zones = ctx.tx.state.players[player]?.zones;
      if (!zones) continue; // Only players shuffle.
      for (const zone of effect.zones) {
        for (const id of [...zones[zone]]) {
          const card = ctx.tx.state.objects[id];
          if (card) moveTo(ctx.tx, id, ownerZone(card, 'library'));
        }
      }
      shuffleLibrary(ctx.tx, player);
    }
  },
};
