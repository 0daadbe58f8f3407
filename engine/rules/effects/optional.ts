import type { Effect } from '../../templates/card-template.js';
import { tryPay } from './pay.js';
import type { EffectContext, EffectModule } from './types.js';

/**
 * 608.2d: "You may [effects]. If you do, [ifYouDo]." The controller chooses as it resolves (ctx.nextMay). If a
 * cost among the effects can't be paid, nothing of it happens (118.3, 608.2c: "if you do" is false) and the
 * "if you do" part doesn't run.
 */
export const optional: EffectModule<'optional'> = {
  kind: 'optional',
  execute(ctx, effect) {
    if (!ctx.nextMay()) return;
    const done = ctx.tx.attempt(() => ({ ok: runAll(ctx, effect.effects) }));
    if (done.ok) ctx.run(effect.ifYouDo);
  },
};

/** Runs the chosen effects in order; false (so the attempt rolls back) as soon as a payment fails. */
function runAll(ctx: EffectContext, effects: readonly Effect[]): boolean {
  for (const effect of effects) {
    if (effect.kind === 'pay') {
      if (!tryPay(ctx, effect.costs)) return false;
    } else ctx.run([effect]);
  }
  return true;
}
