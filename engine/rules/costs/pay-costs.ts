import type { ManaCost } from '../../mana/mana-symbol.js';
import type { Cost } from '../../templates/card-template.js';
import { findPayment, type PaymentOptions } from '../mana/payment.js';
import { tap, untap } from '../ops/permanents.js';
import { payLife, spendMana } from '../ops/players.js';
import { moveTo, ownerZone } from '../ops/zones.js';
import { fail, ok, type Result } from '../result.js';
import { hasKeyword, isCreature } from '../state/characteristics.js';
import { describe, isSummoningSick } from '../state/queries.js';
import type { Transaction } from '../state/transaction.js';
import type { ObjectId, PlayerId } from '../state/types.js';
import { autoTapFor } from './auto-tap.js';

export interface CostContext {
  readonly player: PlayerId;
  /** The object whose ability is being activated, for {T}, {Q} and "Sacrifice ~". */
  readonly source: ObjectId;
  readonly x: number;
  readonly phyrexian?: PaymentOptions['phyrexian'];
  /** Tap untapped mana sources automatically when the pool is short (605.3a). */
  readonly autoTap?: boolean;
}

/** {T}/{Q} on a creature need it under control since the turn began (302.6), unless it has haste (702.10c). */
function checkTapSymbol(tx: Transaction, ctx: CostContext, symbol: '{T}' | '{Q}'): Result {
  const source = tx.state.objects[ctx.source];
  if (!source || source.zone.zone !== 'battlefield') return fail(`${symbol}: the source is not on the battlefield`);
  const haste = hasKeyword(source, 'haste', tx.state);
  if (isCreature(source) && !haste && isSummoningSick(tx.state, source)) {
    return fail(`${symbol}: ${describe(tx.state, source.id)} has summoning sickness (302.6)`);
  }
  return ok();
}

/** Pays a mana cost from the pool, tapping mana sources first if allowed and needed (601.2g-h, 118.3). */
export function payMana(tx: Transaction, ctx: CostContext, mana: ManaCost): Result {
  const payer = tx.state.players[ctx.player];
  if (!payer) return fail(`no player ${ctx.player}`);
  const options = { x: ctx.x, life: payer.life, phyrexian: ctx.phyrexian };
  let payment = findPayment(mana, payer.pool, options);
  if (!payment.ok && ctx.autoTap) {
    const tapped = autoTapFor(tx, ctx.player, mana, options);
    if (tapped.ok) payment = findPayment(mana, tx.state.players[ctx.player]?.pool ?? payer.pool, options);
  }
  if (!payment.ok) return payment;
  spendMana(tx, ctx.player, payment.value.mana);
  if (payment.value.life > 0 && !payLife(tx, ctx.player, payment.value.life)) {
    return fail(`can't pay ${payment.value.life} life`);
  }
  return ok();
}

/**
 * Pays every cost of an ability (118, 601.2h). Non-mana costs first so {T} of the source is settled before
 * mana sources are auto-tapped. Any failure leaves partial payments in the transaction; the caller's action
 * fails and its transaction is rolled back (no partial payments, 601.2h).
 */
export function payCosts(tx: Transaction, ctx: CostContext, costs: readonly Cost[]): Result {
  const sorted = [...costs].sort((a, b) => Number(a.kind === 'mana') - Number(b.kind === 'mana'));
  for (const cost of sorted) {
    const paid = payOne(tx, ctx, cost);
    if (!paid.ok) return paid;
  }
  return ok();
}

function payOne(tx: Transaction, ctx: CostContext, cost: Cost): Result {
  switch (cost.kind) {
    case 'mana':
      return payMana(tx, ctx, cost.mana);
    case 'tap': {
      const check = checkTapSymbol(tx, ctx, '{T}');
      if (!check.ok) return check;
      // 118.3: an already tapped permanent can't be tapped to pay a cost.
      if (!tap(tx, ctx.source)) return fail(`{T}: ${describe(tx.state, ctx.source)} is already tapped`);
      return ok();
    }
    case 'untap': {
      const check = checkTapSymbol(tx, ctx, '{Q}');
      if (!check.ok) return check;
      if (!untap(tx, ctx.source)) return fail(`{Q}: ${describe(tx.state, ctx.source)} is already untapped`);
      return ok();
    }
    case 'payLife':
      return payLife(tx, ctx.player, cost.amount)
        ? ok()
        : fail(`can't pay ${cost.amount} life with ${tx.state.players[ctx.player]?.life ?? 0} life (119.4)`);
    case 'sacrificeSelf': {
      const source = tx.state.objects[ctx.source];
      if (!source || source.zone.zone !== 'battlefield') return fail('sacrifice: the source is not on the battlefield');
      moveTo(tx, source.id, ownerZone(source, 'graveyard'));
      tx.emit({ type: 'sacrificed', object: source.id });
      return ok();
    }
  }
}
