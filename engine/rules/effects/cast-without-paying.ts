import { offerFreeCast } from '../ops/free-cast.js';
import type { EffectModule } from './types.js';

/**
 * 608.2g, 702.88a: "you may cast this card from exile without paying its mana cost" (rebound's delayed trigger): the
 * card, if it is still in exile (400.7, 603.7c), is offered to the controller; declined, it stays there.
 */
export const castWithoutPaying: EffectModule<'castWithoutPaying'> = {
  kind: 'castWithoutPaying',
  execute(ctx, effect) {
    for (const id of ctx.resolve(effect.what)) {
      if (ctx.tx.state.objects[id]?.zone.zone !== 'exile') continue;
      offerFreeCast(ctx.tx, {
        player: ctx.controller,
        card: id,
        source: ctx.source,
        rule: '702.88a',
        declined: { kind: 'stay' },
      });
      return;
    }
  },
};
