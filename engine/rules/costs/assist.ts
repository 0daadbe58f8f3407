import { fail, ok, type Result } from '../result.js';
import { hasKeyword } from '../state/characteristics.js';
import { describe } from '../state/queries.js';
import type { Transaction } from '../state/transaction.js';
import type { ObjectId, PlayerId } from '../state/types.js';
import type { ManaUnit } from './mana-units.js';
import { payMana } from './pay-costs.js';

/** 702.132a: the player the caster chose to help, and how much of the total cost's generic mana they pay. */
export interface AssistPayment {
  readonly player: PlayerId;
  readonly amount: number;
}

/**
 * 702.132a: assist lets the caster choose another player, who may pay any amount of the generic mana in the spell's
 * total cost (X included, 107.3) from their own mana — their pool, or their mana sources when `autoTap` (they too may
 * activate mana abilities first). Only for a spell with assist; the caster pays the rest. Returns the units still to
 * pay, or why not.
 */
export function payWithAssist(
  tx: Transaction,
  caster: PlayerId,
  card: ObjectId,
  assist: AssistPayment,
  units: readonly ManaUnit[],
  autoTap: boolean,
): Result<ManaUnit[]> {
  const state = tx.state;
  const object = state.objects[card];
  const name = object ? describe(state, card) : card;
  if (!object || !hasKeyword(object, 'assist', state)) return fail(`${name} has no assist (702.132)`);
  if (assist.player === caster) return fail(`assist: the caster chooses another player (702.132a)`);
  if (!state.players[assist.player]) return fail(`assist: no player ${assist.player}`);
  if (!Number.isInteger(assist.amount) || assist.amount < 0) {
    return fail(`assist: ${assist.amount} is not an amount of mana`);
  }
  const generic = units.filter((u) => u.kind === 'one').length;
  if (assist.amount > generic) {
    return fail(`assist: ${assist.player} can pay up to {${generic}}, the generic mana of the total cost (702.132a)`);
  }
  if (assist.amount === 0) return ok([...units]);
  const paid = payMana(tx, { player: assist.player, source: card, x: 0, purpose: { cast: card }, autoTap }, [
    { kind: 'generic', amount: assist.amount },
  ]);
  if (!paid.ok) return fail(`assist: ${assist.player} can't pay {${assist.amount}}: ${paid.reason}`);
  let left = assist.amount;
  return ok(units.filter((u) => !(u.kind === 'one' && left-- > 0)));
}
