import { attach as attachObject } from '../ops/attachments.js';
import type { EffectModule } from './types.js';

/**
 * 701.3a: "Attach ~ to target creature you control" (Equip, 702.6a) and an Aura spell's attaching to its target
 * (303.4a, 608.3a). 701.3b: nothing happens when it can't be attached to that object or is attached to it already.
 */
export const attach: EffectModule<'attach'> = {
  kind: 'attach',
  execute(ctx, effect) {
    const [what] = ctx.resolve(effect.what);
    const [to] = ctx.resolve(effect.to);
    if (what === undefined || to === undefined) return;
    if (attachObject(ctx.tx, what, to) && ctx.tx.state.objects[to]) ctx.mention(to);
  },
};
