import { alternativeCosts } from '../actions/cast-options.js';
import { offerFreeCast } from '../ops/free-cast.js';
import type { EffectModule } from './types.js';

/**
 * 702.35a: madness's trigger resolves: its owner may cast the card, still in exile (400.7), by paying its madness cost
 * rather than its mana cost, during the resolution (608.2g: whatever its type's timing); declined, it goes to its
 * owner's graveyard.
 */
export const castForMadness: EffectModule<'castForMadness'> = {
  kind: 'castForMadness',
  execute(ctx, effect) {
    for (const id of ctx.resolve(effect.what)) {
      const card = ctx.tx.state.objects[id];
      if (card?.zone.zone !== 'exile') continue;
      const alternative = alternativeCosts(card.template).findIndex((a) => a.keyword === 'madness');
      if (alternative < 0) continue;
      offerFreeCast(ctx.tx, {
        player: card.owner,
        card: id,
        source: ctx.source,
        rule: '702.35a',
        declined: { kind: 'graveyard' },
        alternative,
      });
      return;
    }
  },
};
