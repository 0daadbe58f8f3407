import { tap } from '../ops/permanents.js';
import { fail, ok, type Result } from '../result.js';
import { typesOf } from '../state/characteristics.js';
import { describe } from '../state/queries.js';
import type { Transaction } from '../state/transaction.js';
import type { ObjectId, PlayerId } from '../state/types.js';
import type { ManaUnit } from './mana-units.js';

/**
 * 702.126a-b: once the total cost is determined, each artifact chosen is tapped rather than paying {1} of it; only
 * generic mana can be paid this way. The artifacts must be untapped artifacts the caster controls (summoning sickness
 * doesn't matter: this is no {T} cost, 302.6). Returns the units still to pay with mana, or why not.
 */
export function payWithImprovise(
  tx: Transaction,
  player: PlayerId,
  artifacts: readonly ObjectId[],
  units: readonly ManaUnit[],
): Result<ManaUnit[]> {
  const state = tx.state;
  const generic = units.filter((u) => u.kind === 'one').length;
  if (artifacts.length > generic) {
    return fail(
      `improvise: ${artifacts.length} artifacts tapped, but the total cost has only {${generic}} generic mana (702.126a)`,
    );
  }
  for (const [i, id] of artifacts.entries()) {
    const object = state.objects[id];
    const name = describe(state, id);
    if (!object || object.zone.zone !== 'battlefield' || !typesOf(object, state).includes('artifact')) {
      return fail(`improvise: ${name} is not an artifact on the battlefield (702.126a)`);
    }
    if (object.controller !== player) return fail(`improvise: you don't control ${name} (702.126a)`);
    if (object.tapped) return fail(`improvise: ${name} is already tapped (702.126a)`);
    if (artifacts.indexOf(id) !== i) return fail(`improvise: ${name} is chosen twice`);
  }
  for (const id of artifacts) tap(tx, id);
  let left = artifacts.length;
  return ok(units.filter((u) => !(u.kind === 'one' && left-- > 0)));
}
