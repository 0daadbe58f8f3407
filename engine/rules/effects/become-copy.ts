import { beginCopyEffect, copiedValues } from '../continuous/copy.js';
import type { EffectModule } from './types.js';

/**
 * 707.4, 613.1a: "~ becomes a copy of target artifact until end of turn.", "Each other creature becomes a copy of
 * target nonlegendary creature until end of turn.": each permanent named gets a copy effect with the copiable values
 * the original has now (707.2b), changed by the exceptions (707.9). A permanent doesn't become a copy of itself, and
 * nothing happens when the original is gone (608.2b).
 */
export const becomeCopy: EffectModule<'becomeCopy'> = {
  kind: 'becomeCopy',
  execute(ctx, effect) {
    const state = ctx.tx.state;
    const originalId = ctx.resolve(effect.of).find((id) => state.objects[id] !== undefined);
    const original = originalId === undefined ? undefined : state.objects[originalId];
    const copiers = ctx.resolve(effect.what);
    if (!original) return;
    const values = copiedValues(original, effect.except);
    for (const id of copiers) {
      if (id === original.id || ctx.tx.state.objects[id]?.zone.zone !== 'battlefield') continue;
      beginCopyEffect(ctx.tx, {
        object: id,
        values,
        of: original.template.name,
        source: ctx.source,
        sourceName: ctx.tx.state.objects[ctx.source]?.template.name ?? ctx.source,
        controller: ctx.controller,
        duration: effect.duration,
      });
      ctx.mention(id);
    }
  },
};
