import { destroy as destroyPermanent } from '../replacement/execute.js';
import type { EffectModule } from './types.js';

/** 701.7: "Destroy …" — a replaceable event, so regeneration and indestructible apply (614). */
export const destroy: EffectModule<'destroy'> = {
  kind: 'destroy',
  execute(ctx) {
    if (ctx.subject === null || !ctx.tx.state.objects[ctx.subject]) return;
    destroyPermanent(ctx.tx, ctx.subject);
  },
};
