import { targetsOf } from '../../templates/subjects.js';
import { payCosts } from '../costs/pay-costs.js';
import type { PlayerId } from '../state/types.js';
import type { EffectModule } from './types.js';

/**
 * 118.12: "[effects] unless [player] pays [cost]". The effects' targets are named first (so "its controller" means
 * the target spell's controller, 608.2c); then the payer chooses (the resolution's next "may" answer, 608.2d; by
 * default they pay when they can) and pays from their mana pool and life (mana abilities come before, 605.3a). The
 * effects happen unless it was paid. With several payers ("each opponent"), any one paying is enough.
 */
export const unless: EffectModule<'unless'> = {
  kind: 'unless',
  execute(ctx, effect) {
    for (const target of targetsOf(effect.effects)) ctx.resolve(target);
    const payers = ctx.resolve(effect.payer).filter((id): id is PlayerId => ctx.tx.state.players[id] !== undefined);
    const paid = payers.some(
      (player) =>
        ctx.nextMay() &&
        ctx.tx.attempt(() => payCosts(ctx.tx, { player, source: ctx.source, x: ctx.x, autoTap: false }, effect.costs))
          .ok,
    );
    if (!paid) ctx.run(effect.effects);
  },
};
