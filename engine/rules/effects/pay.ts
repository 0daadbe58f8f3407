import type { Cost } from '../../templates/card-template.js';
import { payCosts } from '../costs/pay-costs.js';
import type { PlayerId } from '../state/types.js';
import type { EffectContext, EffectModule } from './types.js';

/**
 * Pays costs as part of an effect (118.12: "you may pay {2}"): the controller (or `player`, who chose: "any player may
 * sacrifice a land") pays from their pool (no auto-tap:
 * mana abilities are activated before, 605.3a) and life total, all or nothing. Returns whether it was paid.
 */
export function tryPay(ctx: EffectContext, costs: readonly Cost[], player: PlayerId = ctx.controller): boolean {
  return ctx.tx.attempt(() =>
    payCosts(
      ctx.tx,
      {
        player,
        source: ctx.source,
        x: ctx.x,
        autoTap: false,
        // 608.2d: the objects a cost chooses are the resolution's answers (`cards`), else the newest.
        choose: (candidates, count) => ctx.chooseCards(player, candidates, count),
      },
      costs,
    ),
  ).ok;
}

/** A bare `pay` (outside "you may … If you do") is paid if it can be; `optional` uses tryPay to know. */
export const pay: EffectModule<'pay'> = {
  kind: 'pay',
  execute(ctx, effect) {
    tryPay(ctx, effect.costs);
  },
};
