import { dealDamage } from '../damage/deal-damage.js';
import { powerOf, typesOf } from '../state/characteristics.js';
import type { EffectModule } from './types.js';

/**
 * 701.12: two creatures fight: each deals damage equal to its power to the other, noncombat damage (701.12d). Both
 * powers are read before either deals damage (the damage is dealt at once). If either is gone from the battlefield,
 * no longer a creature, or an illegal target (left out by `resolve`, 608.2b), neither deals damage (701.12b). A
 * creature fighting itself deals damage to itself twice (701.12c).
 */
export const fight: EffectModule<'fight'> = {
  kind: 'fight',
  execute(ctx, effect) {
    const [first] = ctx.resolve(effect.what);
    const [second] = ctx.resolve(effect.other);
    if (first === undefined || second === undefined) return;
    const state = ctx.tx.state;
    const a = state.objects[first];
    const b = state.objects[second];
    const fighter = (o: typeof a): o is NonNullable<typeof a> =>
      o !== undefined && o.zone.zone === 'battlefield' && typesOf(o, state).includes('creature');
    if (!fighter(a) || !fighter(b)) return;
    const powerA = Math.max(0, powerOf(a, state));
    const powerB = Math.max(0, powerOf(b, state));
    dealDamage(ctx.tx, { source: a.id, to: b.id, amount: powerA, combat: false });
    dealDamage(ctx.tx, { source: b.id, to: a.id, amount: powerB, combat: false });
  },
};
