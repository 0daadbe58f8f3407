import { dealDamage as deal } from '../damage/deal-damage.js';
import type { Amount } from '../../templates/card-template.js';
import type { EffectModule } from './types.js';

/** "~ deals N damage to …": noncombat damage from the source (120), to each player or object named. */
export const dealDamage: EffectModule<'dealDamage'> = {
  kind: 'dealDamage',
  execute(ctx, effect) {
    const [source] = ctx.resolve(effect.from);
    if (source === undefined) return;
    // 608.2c: "damage to target player equal to the number of lands that player controls": "that player" is the
    // recipient the text named before the amount, so the recipients are named first.
    const named = countsForThatPlayer(effect.amount) ? ctx.resolve(effect.to) : null;
    const amount = effect.divided ? 0 : ctx.amount(effect.amount);
    for (const to of named ?? ctx.resolve(effect.to)) {
      // 601.2d: divided damage: each target is dealt its announced share.
      const dealt = effect.divided ? ctx.share(effect.to, to) : amount;
      if (effect.divided && dealt === 0) continue;
      deal(ctx.tx, { source, to, amount: dealt, combat: false });
      // 608.2c: "it" names an object dealt damage; players are named for "that player" by their target slot.
      if (ctx.tx.state.objects[to]) ctx.mention(to);
    }
  },
};

function countsForThatPlayer(amount: Amount): boolean {
  return amount.kind === 'count' && amount.player?.kind === 'thatPlayer';
}
