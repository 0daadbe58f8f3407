import { destroy as destroyPermanent } from '../replacement/execute.js';
import type { EffectModule } from './types.js';

/**
 * 701.7: "Destroy …" — a replaceable event, so regeneration and indestructible apply (614); "It can't be
 * regenerated." leaves regeneration shields out (701.19c).
 */
export const destroy: EffectModule<'destroy'> = {
  kind: 'destroy',
  execute(ctx, effect) {
    for (const id of ctx.resolve(effect.what)) {
      if (ctx.tx.state.objects[id]?.zone.zone !== 'battlefield') continue;
      destroyPermanent(ctx.tx, id, 'effect', effect.noRegeneration !== true);
      ctx.mention(id);
    }
  },
};
