import { dealDamage as deal } from '../damage/deal-damage.js';
import { amountOf, type EffectModule } from './types.js';

/** "~ deals N damage to …": noncombat damage from the source (120). */
export const dealDamage: EffectModule<'dealDamage'> = {
  kind: 'dealDamage',
  execute(ctx, effect) {
    if (ctx.subject === null) return;
    deal(ctx.tx, { source: ctx.source, to: ctx.subject, amount: amountOf(effect.amount, ctx.x), combat: false });
  },
};
