import type { EffectModule } from './types.js';

/**
 * 614.1a, 702.84a: "If it would leave the battlefield, exile it instead of putting it anywhere else." A replacement
 * effect on the permanent, for as long as it stays this object (400.7): `ops/zones.ts` sends it to its owner's exile
 * whenever it would leave the battlefield for another zone.
 */
export const exileIfLeaves: EffectModule<'exileIfLeaves'> = {
  kind: 'exileIfLeaves',
  execute(ctx, effect) {
    for (const id of ctx.resolve(effect.what)) {
      const object = ctx.tx.state.objects[id];
      if (!object || object.zone.zone !== 'battlefield') continue;
      ctx.tx.set(['objects', id, 'exileOnLeave'], object.exileOnLeave, true);
      ctx.mention(id);
    }
  },
};
