import { chosenEffects } from '../../templates/modes.js';
import type { EffectModule } from './types.js';

/**
 * 700.2: "Choose one —". The modes were chosen as the spell was cast, the ability activated or the trigger put on
 * the stack (700.2a, 700.2b; `ctx.modes`); the chosen modes' effects run in printed order (700.2d: a mode chosen
 * twice runs twice in sequence), with the targets chosen for them (700.2c: the resolution numbers target slots over
 * the chosen modes only, run.ts).
 */
export const modal: EffectModule<'modal'> = {
  kind: 'modal',
  execute(ctx, effect) {
    ctx.run(chosenEffects([effect], ctx.modes));
  },
};
