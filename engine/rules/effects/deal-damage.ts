import { dealDamage as deal } from '../damage/deal-damage.js';
import type { EffectModule } from './types.js';

/** "~ deals N damage to …": noncombat damage from the source (120), to each player or object named. */
export const dealDamage: EffectModule<'dealDamage'> = {
  kind: 'dealDamage',
  execute(ctx, effect) {
    const [source] = ctx.resolve(effect.from);
    if (source === undefined) return;
    const amount = ctx.amount(effect.amount);
    for (const to of ctx.resolve(effect.to)) {
      deal(ctx.tx, { source, to, amount, combat: false });
      // 608.2c: "it" names an object dealt damage; players are named for "that player" by their target slot.
      if (ctx.tx.state.objects[to]) ctx.mention(to);
    }
  },
};
