import { hasPrintedAbilities } from '../state/characteristics.js';
import { battlefield } from '../state/queries.js';
import type { Transaction } from '../state/transaction.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';

/** 702.131c: whether the player has the city's blessing. */
export function hasCitysBlessing(state: GameState, player: PlayerId): boolean {
  return state.players[player]?.citysBlessing === true;
}

/** 702.131a-b: "If you control ten or more permanents and you don't have the city's blessing, you get it." */
export function ascend(tx: Transaction, player: PlayerId): void {
  const p = tx.state.players[player];
  if (!p || p.citysBlessing) return;
  const controlled = battlefield(tx.state).filter((o) => o.controller === player).length;
  if (controlled >= 10) tx.set(['players', player, 'citysBlessing'], undefined, true);
}

/**
 * 702.131b: a permanent's ascend is a static ability that gives its controller the city's blessing "any time" they
 * control ten or more permanents: not a state-based action, but checked as they are (sba/state-based-actions.ts).
 */
export function ascendForPermanents(tx: Transaction): void {
  const seen = new Set<PlayerId>();
  for (const o of battlefield(tx.state)) {
    if (seen.has(o.controller) || !hasAscend(tx.state, o.id)) continue;
    seen.add(o.controller);
    ascend(tx, o.controller);
  }
}

/**
 * Whether the object's own abilities include ascend (702.131): a permanent that lost its abilities ("loses all
 * abilities", 613.1f) has none.
 */
export function hasAscend(state: GameState, id: ObjectId): boolean {
  const object = state.objects[id];
  if (!object || (object.zone.zone === 'battlefield' && !hasPrintedAbilities(object, state))) return false;
  return object.template.abilities.some((a) => a.kind === 'static' && a.effect.kind === 'ascend');
}
