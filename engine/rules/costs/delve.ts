import { moveTo, ownerZone } from '../ops/zones.js';
import { fail, ok, type Result } from '../result.js';
import { describe } from '../state/queries.js';
import type { Transaction } from '../state/transaction.js';
import type { ObjectId, PlayerId } from '../state/types.js';
import type { ManaUnit } from './mana-units.js';

/**
 * 702.66a-b: once the total cost is determined, each card chosen from the caster's graveyard is exiled rather than
 * paying {1} of it; only generic mana can be paid this way. Returns the units still to pay with mana, or why not.
 */
export function payWithDelve(
  tx: Transaction,
  player: PlayerId,
  cards: readonly ObjectId[],
  units: readonly ManaUnit[],
): Result<ManaUnit[]> {
  const state = tx.state;
  const generic = units.filter((u) => u.kind === 'one').length;
  if (cards.length > generic) {
    return fail(`delve: ${cards.length} cards exiled, but the total cost has only {${generic}} generic mana (702.66a)`);
  }
  for (const [i, id] of cards.entries()) {
    const card = state.objects[id];
    const name = describe(state, id);
    if (!card || card.zone.zone !== 'graveyard' || card.zone.player !== player) {
      return fail(`delve: ${name} is not in your graveyard (702.66a)`);
    }
    if (cards.indexOf(id) !== i) return fail(`delve: ${name} is chosen twice`);
  }
  for (const id of cards) {
    const card = tx.state.objects[id];
    if (card) moveTo(tx, id, ownerZone(card, 'exile'));
  }
  let left = cards.length;
  return ok(units.filter((u) => !(u.kind === 'one' && left-- > 0)));
}
