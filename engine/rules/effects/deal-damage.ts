import { dealDamage as deal } from '../damage/deal-damage.js';
import type { EffectModule } from './types.js';

/** "~ deals N damage to …": noncombat damage from the source (120), to each player or object named. */
export const dealDamage: EffectModule<'dealDamage'> = {
  kind: 'dealDamage',
  execute(ctx, effect) {
    const [source] = ctx.resolve(effect.from);
    if (source === undefined) return;
    const amount = effect.divided ? 0 : ctx.amount(effect.amount);
    for (const to of ctx.resolve(effect.to)) {
      // 601.2d: divided damage: each target is dealt its announced share.
      const dealt = effect.divided ? ctx.share(effect.to, to) : amount;
      if (effect.divided && dealt === 0) continue;
      deal(ctx.tx, { source, to, amount: dealt, combat: false });
      // 608.2c: "it" names an object dealt damage; players are named for "that player" by their target slot.
      if (ctx.tx.state.objects[to]) ctx.mention(to);
    }
  },
};
