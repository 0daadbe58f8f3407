import type { EffectModule } from './types.js';

/**
 * "~ becomes renowned" (702.112a-b), "it becomes monstrous" (701.31a-b): each permanent named has the designation from
 * now until it leaves the battlefield; one that already has it doesn't become so again.
 */
export const becomeDesignated: EffectModule<'becomeDesignated'> = {
  kind: 'becomeDesignated',
  execute(ctx, effect) {
    const designation = effect.designation;
    for (const id of ctx.resolve(effect.what)) {
      const object = ctx.tx.state.objects[id];
      if (object?.zone.zone !== 'battlefield' || object[designation]) continue;
      ctx.tx.set(['objects', id, designation], object[designation], true);
      ctx.tx.emit({ type: 'becameDesignated', object: id, designation });
      ctx.mention(id);
    }
  },
};
