import { destroy as destroyPermanent } from '../replacement/execute.js';
import type { EffectModule } from './types.js';

/** 701.7: "Destroy …" — a replaceable event, so regeneration and indestructible apply (614). */
export const destroy: EffectModule<'destroy'> = {
  kind: 'destroy',
  execute(ctx, effect) {
    for (const id of ctx.resolve(effect.what)) {
      if (ctx.tx.state.objects[id]?.zone.zone !== 'battlefield') continue;
      destroyPermanent(ctx.tx, id);
      ctx.mention(id);
    }
  },
};
