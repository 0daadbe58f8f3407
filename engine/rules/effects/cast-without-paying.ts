import { offerFreeCast } from '../ops/free-cast.js';
import type { EffectModule } from './types.js';

/**
 * 608.2g, 702.88a: "you may cast this card from exile without paying its mana cost" (rebound's delayed trigger): the
 * card, if it is still in exile (400.7, 603.7c), is offered to the controller; declined, it stays there. 702.62a:
 * suspend's "play it without paying its mana cost if able. If you can't, it remains exiled." the same, but it may be
 * declined only when it can't be cast.
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
        rule: effect.suspend ? '702.62a' : '702.88a',
        declined: { kind: 'stay' },
        ...(effect.suspend ? { suspend: true as const } : {}),
      });
      return;
    }
  },
};
