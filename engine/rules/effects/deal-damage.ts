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
      ctx.mention(to);
    }
  },
};
