import type { EffectModule } from './types.js';

/** 702.112a-b: "~ becomes renowned": each permanent named is renowned from now until it leaves the battlefield. */
export const becomeRenowned: EffectModule<'becomeRenowned'> = {
  kind: 'becomeRenowned',
  execute(ctx, effect) {
    for (const id of ctx.resolve(effect.what)) {
      const object = ctx.tx.state.objects[id];
      if (object?.zone.zone !== 'battlefield' || object.renowned) continue;
      ctx.tx.set(['objects', id, 'renowned'], object.renowned, true);
      ctx.tx.emit({ type: 'becameRenowned', object: id });
      ctx.mention(id);
    }
  },
};
