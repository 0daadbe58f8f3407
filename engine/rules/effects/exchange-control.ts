import { addContinuousEffect } from '../continuous/index.js';
import type { ObjectId } from '../state/types.js';
import type { EffectModule } from './types.js';

/**
 * 701.10a, 701.10b: exchange control of two permanents. Both must still be on the battlefield (an illegal target was
 * dropped, 608.2b) or no part of the exchange happens; under the same controller it does nothing. Otherwise each
 * controller gains control of the other's permanent: two control-changing effects (layer 2, 613.1b) that last
 * indefinitely (611.2a), applied by `ops/control.ts` after the action.
 */
export const exchangeControl: EffectModule<'exchangeControl'> = {
  kind: 'exchangeControl',
  execute(ctx, effect) {
    const ids: ObjectId[] = [];
    for (const subject of effect.what) {
      for (const id of ctx.resolve(subject)) if (!ids.includes(id)) ids.push(id);
    }
    const [a, b] = ids.map((id) => ctx.tx.state.objects[id]);
    if (ids.length !== 2 || !a || !b) return;
    if (a.zone.zone !== 'battlefield' || b.zone.zone !== 'battlefield' || a.controller === b.controller) return;
    const sourceName = ctx.tx.state.objects[ctx.source]?.template.name ?? ctx.source;
    for (const [object, to] of [
      [a, b.controller],
      [b, a.controller],
    ] as const) {
      addContinuousEffect(ctx.tx, {
        source: ctx.source,
        sourceName,
        controller: ctx.controller,
        objects: [object.id],
        modifications: [{ kind: 'control', controller: to }],
        duration: 'indefinitely',
      });
      ctx.mention(object.id);
    }
  },
};
