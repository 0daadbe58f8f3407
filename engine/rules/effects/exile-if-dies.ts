import type { Description } from '../../templates/card-template.js';
import { matchesDescription } from '../describe/matches.js';
import type { ObjectId } from '../state/types.js';
import type { EffectContext, EffectModule } from './types.js';
import { viewpointOf } from './viewpoint.js';

/**
 * 614.1a, 700.4: "If that creature would die this turn, exile it instead." / "If a creature dealt damage this way would
 * die this turn, exile it instead.": a replacement effect on those permanents until the turn ends, for as long as each
 * stays that object (400.7): `ops/zones.ts` sends such a permanent to its owner's exile instead of a graveyard.
 */
export const exileIfDies: EffectModule<'exileIfDies'> = {
  kind: 'exileIfDies',
  execute(ctx, effect) {
    const ids = effect.what ? ctx.resolve(effect.what) : damagedThisWay(ctx, effect.dealtDamageThisWay);
    for (const id of ids) {
      const object = ctx.tx.state.objects[id];
      if (!object || object.zone.zone !== 'battlefield') continue;
      ctx.tx.set(['objects', id, 'exileIfDiesTurn'], object.exileIfDiesTurn, ctx.tx.state.turn.number);
    }
  },
};

/**
 * "dealt damage this way": the permanents matching `what` that this resolution's source dealt damage to (the damage
 * events of the action so far: a source's damage effects happen as it resolves, 120.3).
 */
function damagedThisWay(ctx: EffectContext, what: Description | null): ObjectId[] {
  const viewpoint = viewpointOf(ctx);
  const ids = new Set<ObjectId>();
  for (const { event } of ctx.tx.events) {
    if (event.type !== 'damageDealt' || event.source !== ctx.source || ctx.tx.state.players[event.to]) continue;
    if (what === null || matchesDescription(ctx.tx.state, event.to, what, viewpoint)) ids.add(event.to);
  }
  return [...ids];
}
