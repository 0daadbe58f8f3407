import { targetsOf } from '../../templates/subjects.js';
import { othersChoose } from './others-choose.js';
import { runAll } from './run-chosen.js';
import type { EffectModule } from './types.js';

/**
 * 608.2d: "You may [effects]. If you do, [ifYouDo]. If you don't, [ifYouDont]." The controller chooses as it
 * resolves (ctx.nextMay). If a cost among the effects can't be paid, nothing of it happens (118.3) and "if you do" is
 * false (118.12: it asks whether the cost was paid, not what happened). With `must` ("Sacrifice ~. If you do, …",
 * "Sacrifice a creature. If you can't, …") there is no choice: the costs are paid if they can be.
 */
export const optional: EffectModule<'optional'> = {
  kind: 'optional',
  execute(ctx, effect) {
    if (effect.by) {
      othersChoose(ctx, effect, effect.by);
      return;
    }
    const done = (effect.must || ctx.nextMay()) && ctx.tx.attempt(() => ({ ok: runAll(ctx, effect.effects) })).ok;
    if (done) {
      ctx.run(effect.ifYouDo);
      return;
    }
    // "If you do, target creature gets +5/+5 …. Otherwise, that creature gets +3/+3 …": the skipped sentence's
    // targets were chosen and named by the text, so "that creature" means them (608.2c).
    for (const target of targetsOf(effect.ifYouDo)) ctx.resolve(target);
    // "You may look at the top card of your library. If it shares a creature type with ~, …": not looked at, no card
    // was named, so a later "it" names nothing (608.2c) rather than the source.
    if (effect.effects.some((e) => e.kind === 'topCards')) ctx.mentionNothing();
    ctx.run(effect.ifYouDont ?? []);
  },
};
