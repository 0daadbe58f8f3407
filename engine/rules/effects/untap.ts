import { untap as untapPermanent } from '../ops/permanents.js';
import type { EffectModule } from './types.js';

/** 701.21: "Untap target …"; an untapped permanent stays as it is (and emits nothing). */
export const untap: EffectModule<'untap'> = {
  kind: 'untap',
  execute(ctx, effect) {
    for (const id of ctx.resolve(effect.what)) {
      if (ctx.tx.state.objects[id]?.zone.zone !== 'battlefield') continue;
      untapPermanent(ctx.tx, id);
      ctx.mention(id);
    }
  },
};
