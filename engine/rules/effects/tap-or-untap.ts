import { tap, untap } from '../ops/permanents.js';
import type { EffectModule } from './types.js';

/**
 * 701.21: "Tap or untap target permanent.": for each object, its controller's choice as it resolves (608.2d, the
 * next `choices` answer: `tap` or `untap`); without one, a tapped permanent is untapped and an untapped one tapped.
 */
export const tapOrUntap: EffectModule<'tapOrUntap'> = {
  kind: 'tapOrUntap',
  execute(ctx, effect) {
    for (const id of ctx.resolve(effect.what)) {
      const object = ctx.tx.state.objects[id];
      if (object?.zone.zone !== 'battlefield') continue;
      const answer = ctx.nextChoice()?.toLowerCase();
      const untapIt = answer === 'untap' || (answer !== 'tap' && object.tapped);
      if (untapIt) untap(ctx.tx, id);
      else tap(ctx.tx, id);
      ctx.mention(id);
    }
  },
};
