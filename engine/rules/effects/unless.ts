import type { Cost } from '../../templates/card-template.js';
import { subjectsOf } from '../../templates/subjects.js';
import { payCosts } from '../costs/pay-costs.js';
import type { PlayerId } from '../state/types.js';
import type { EffectModule } from './types.js';

/**
 * 702.24a: a cost paid `n` times over, as one payment (the whole set of costs, or none): the mana together, the other
 * costs `n` times each (each choice made separately). Zero times is nothing to pay.
 */
export function repeatCosts(costs: readonly Cost[], n: number): Cost[] {
  const mana = costs.flatMap((c) => (c.kind === 'mana' ? c.mana : []));
  const others = costs.filter((c) => c.kind !== 'mana');
  const out: Cost[] = [];
  for (let i = 0; i < n; i++) out.push(...others);
  if (n > 0 && mana.length > 0) out.unshift({ kind: 'mana', mana: Array.from({ length: n }, () => mana).flat() });
  return out;
}

/**
 * 118.12: "[effects] unless [player] pays [cost]". The effects' targets (and "that spell or ability") are named first
 * (so "its controller" means the target spell's controller, 608.2c); then the payer chooses (the resolution's next
 * "may" answer, 608.2d; by default they pay when they can) and pays from their mana pool and life (mana abilities come
 * before, 605.3a). The effects happen unless it was paid. With several payers ("each opponent"), any one paying is
 * enough.
 */
export const unless: EffectModule<'unless'> = {
  kind: 'unless',
  execute(ctx, effect) {
    for (const named of effect.effects.flatMap(subjectsOf)) {
      if (named.kind === 'target' || named.kind === 'thatSpell') ctx.resolve(named);
    }
    const payers = ctx.resolve(effect.payer).filter((id): id is PlayerId => ctx.tx.state.players[id] !== undefined);
    const costs = effect.times ? repeatCosts(effect.costs, ctx.amount(effect.times)) : effect.costs;
    const paid = payers.some(
      (player) =>
        ctx.nextMay() &&
        ctx.tx.attempt(() => payCosts(ctx.tx, { player, source: ctx.source, x: ctx.x, autoTap: false }, costs)).ok,
    );
    if (!paid) ctx.run(effect.effects);
  },
};
