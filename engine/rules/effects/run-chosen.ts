import type { Effect } from '../../templates/card-template.js';
import type { PlayerId } from '../state/types.js';
import { tryPay } from './pay.js';
import type { EffectContext } from './types.js';

/**
 * Runs the chosen effects in order (a cost among them paid by `payer`); false (so the attempt rolls back) as soon as a payment fails, or a choice finds
 * nothing to choose ("You may choose a nonland card from it. If you don't, …": with none, you don't).
 */
export function runAll(ctx: EffectContext, effects: readonly Effect[], payer: PlayerId = ctx.controller): boolean {
  for (const effect of effects) {
    if (effect.kind === 'pay') {
      if (!tryPay(ctx, effect.costs, payer)) return false;
    } else if (effect.kind === 'chooseCard') {
      const before = ctx.tx.events.length;
      ctx.run([effect]);
      if (!ctx.tx.events.slice(before).some((e) => e.event.type === 'cardChosen')) return false;
    } else ctx.run([effect]);
  }
  return true;
}
