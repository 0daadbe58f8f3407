import type { ManaCost } from '../../mana/mana-symbol.js';
import { describeDescription } from '../../abilities/describe.js';
import type { Amount, Cost } from '../../templates/card-template.js';
import { findPayment, type PaymentOptions } from '../mana/payment.js';
import { addCounters, removeCounters, tap, untap } from '../ops/permanents.js';
import { payEnergy, payLife, spendMana } from '../ops/players.js';
import { moveTo, ownerZone } from '../ops/zones.js';
import { discardCard } from '../ops/discard.js';
import { fail, ok, type Result } from '../result.js';
import { hasKeyword, isCreature, powerOf, toughnessOf } from '../state/characteristics.js';
import { manaValueOf } from '../describe/mana-value.js';
import { describe, isSummoningSick } from '../state/queries.js';
import { pickAtRandom } from '../ops/random-choice.js';
import type { Transaction } from '../state/transaction.js';
import type { LastKnown, ObjectId, PlayerId } from '../state/types.js';
import { exert } from '../combat/exert.js';
import { autoTapFor } from './auto-tap.js';
import { spendablePool, type ManaPurpose } from '../mana/restricted-mana.js';
import { choosingCostCandidates, type ChoosingCost } from './choosing-costs.js';

export interface CostContext {
  readonly player: PlayerId;
  /** The object whose ability is being activated, for {T}, {Q} and "Sacrifice ~". */
  readonly source: ObjectId;
  readonly x: number;
  readonly phyrexian?: PaymentOptions['phyrexian'];
  /** What the payment is for: which restricted mana it may spend (106.6); absent: none. */
  readonly purpose?: ManaPurpose;
  /** Tap untapped mana sources automatically when the pool is short (605.3a). */
  readonly autoTap?: boolean;
  /**
   * The objects chosen for the costs that choose (sacrifice, discard, tap an untapped …, exile from your graveyard),
   * in cost order: each such cost takes the next ones it needs. When they run out the rest is chosen by default
   * (defaultChoice); a random discard takes none.
   */
  readonly choices?: readonly ObjectId[];
  /**
   * 118.12: a cost paid as an effect resolves asks its choices of the resolution (608.2d): given the objects that
   * could pay it (oldest first, the source first), the ones chosen. Used when `choices` have run out.
   */
  readonly choose?: (candidates: readonly ObjectId[], count: number) => readonly ObjectId[];
}

/** {T}/{Q} on a creature need it under control since the turn began (302.6), unless it has haste (702.10c). */
function checkTapSymbol(tx: Transaction, ctx: CostContext, symbol: '{T}' | '{Q}'): Result {
  const source = tx.state.objects[ctx.source];
  if (!source || source.zone.zone !== 'battlefield') return fail(`${symbol}: the source is not on the battlefield`);
  const haste = hasKeyword(source, 'haste', tx.state);
  if (isCreature(source, tx.state) && !haste && isSummoningSick(tx.state, source)) {
    return fail(`${symbol}: ${describe(tx.state, source.id)} has summoning sickness (302.6)`);
  }
  return ok();
}

/** Pays a mana cost from the pool, tapping mana sources first if allowed and needed (601.2g-h, 118.3). */
export function payMana(tx: Transaction, ctx: CostContext, mana: ManaCost): Result {
  const payer = tx.state.players[ctx.player];
  if (!payer) return fail(`no player ${ctx.player}`);
  const options = { x: ctx.x, life: payer.life, phyrexian: ctx.phyrexian };
  // 106.6: restricted mana the payment may not spend is left out of what it can use.
  let spendable = spendablePool(tx.state, ctx.player, ctx.purpose);
  let payment = findPayment(mana, spendable.pool, options);
  if (!payment.ok && ctx.autoTap) {
    const tapped = autoTapFor(tx, ctx.player, mana, options, spendable.pool);
    if (tapped.ok) {
      spendable = spendablePool(tx.state, ctx.player, ctx.purpose);
      payment = findPayment(mana, spendable.pool, options);
    }
  }
  if (!payment.ok) return payment;
  spendMana(tx, ctx.player, payment.value.mana, spendable.usable);
  if (payment.value.life > 0 && !payLife(tx, ctx.player, payment.value.life)) {
    return fail(`can't pay ${payment.value.life} life`);
  }
  return ok();
}

/** What paying the costs leaves for the effects: the permanents sacrificed, as they last were (608.2h). */
export interface PaidCosts {
  readonly sacrificed: readonly LastKnown[];
}

/**
 * Pays every cost of an ability (118, 601.2h). Non-mana costs first so {T} of the source is settled before
 * mana sources are auto-tapped. Any failure leaves partial payments in the transaction; the caller's action
 * fails and its transaction is rolled back (no partial payments, 601.2h).
 */
export function payCosts(tx: Transaction, ctx: CostContext, costs: readonly Cost[]): Result<PaidCosts> {
  const sorted = [...costs].sort((a, b) => Number(a.kind === 'mana') - Number(b.kind === 'mana'));
  const cursor: Cursor = { list: ctx.choices ?? [], next: 0, sacrificed: [] };
  for (const cost of sorted) {
    const paid = payOne(tx, ctx, cost, cursor);
    if (!paid.ok) return paid;
  }
  if (cursor.next < cursor.list.length) {
    const left = cursor.list.slice(cursor.next).map((id) => describe(tx.state, id));
    return fail(`${left.join(', ')}: chosen for no cost (the costs took ${cursor.next} of ${cursor.list.length})`);
  }
  return ok({ sacrificed: cursor.sacrificed });
}

function payOne(tx: Transaction, ctx: CostContext, cost: Cost, cursor: Cursor): Result {
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
    case 'payEnergy':
      return payEnergy(tx, ctx.player, cost.amount)
        ? ok()
        : fail(
            `can't pay ${'{E}'.repeat(cost.amount)} with ${tx.state.players[ctx.player]?.energy ?? 0} energy (107.14)`,
          );
    case 'returnSelfToHand': {
      const source = tx.state.objects[ctx.source];
      if (!source || source.zone.zone !== 'battlefield')
        return fail("return ~ to its owner's hand: it is not on the battlefield");
      moveTo(tx, source.id, ownerZone(source, 'hand'));
      return ok();
    }
    case 'exertSelf': {
      // 701.39c: only a permanent on the battlefield can be exerted.
      const source = tx.state.objects[ctx.source];
      if (!source || source.zone.zone !== 'battlefield') return fail('exert: the source is not on the battlefield');
      exert(tx, source.id, ctx.player);
      return ok();
    }
    case 'sacrificeSelf': {
      const source = tx.state.objects[ctx.source];
      if (!source || source.zone.zone !== 'battlefield') return fail('sacrifice: the source is not on the battlefield');
      moveTo(tx, source.id, ownerZone(source, 'graveyard'));
      tx.emit({ type: 'sacrificed', object: source.id });
      return ok();
    }
    case 'sacrifice':
    case 'discard':
    case 'tapUntapped':
    case 'exileFromGraveyard':
    case 'exileFromHand':
    case 'returnToHand':
    case 'revealFromHand':
      return payChosen(tx, ctx, cost, cursor);
    case 'discardSelf': {
      // 702.29a: cycling's "Discard this card", channel's "Discard ~": from its owner's hand.
      const source = tx.state.objects[ctx.source];
      if (!source || source.zone.zone !== 'hand' || source.zone.player !== ctx.player) {
        return fail('discard this card: it is not in your hand');
      }
      discardCard(tx, source.id);
      return ok();
    }
    case 'tapTotalPower':
      return payTotalPower(tx, ctx, cost, cursor);
    case 'exileSelf': {
      // 702.128a, 702.97a: "Exile this card from your graveyard": the source, from its owner's graveyard.
      const source = tx.state.objects[ctx.source];
      if (!source || source.zone.zone !== 'graveyard' || source.owner !== ctx.player) {
        return fail('exile ~ from your graveyard: it is not in your graveyard');
      }
      moveTo(tx, source.id, ownerZone(source, 'exile'));
      return ok();
    }
    case 'removeCounters': {
      const n = costAmount(ctx, cost.amount);
      if (!n.ok) return n;
      const source = tx.state.objects[ctx.source];
      if (!source || source.zone.zone !== 'battlefield')
        return fail('remove counters: the source is not on the battlefield');
      const has = source.counters[cost.counter] ?? 0;
      // 118.3: a cost can't be paid with counters that aren't there.
      if (has < n.value) {
        return fail(
          `${describe(tx.state, source.id)} has ${has} ${cost.counter} counter(s), the cost removes ${n.value}`,
        );
      }
      removeCounters(tx, source.id, cost.counter, n.value);
      return ok();
    }
    case 'loyalty':
      return payLoyalty(tx, ctx, cost);
  }
}

/**
 * 606.4: a loyalty ability's cost puts loyalty counters on its source or removes them; 606.6: a negative cost can't be
 * paid with fewer loyalty counters than it removes.
 */
function payLoyalty(tx: Transaction, ctx: CostContext, cost: Extract<Cost, { kind: 'loyalty' }>): Result {
  const n = costAmount(ctx, cost.amount);
  if (!n.ok) return n;
  const source = tx.state.objects[ctx.source];
  if (!source || source.zone.zone !== 'battlefield') return fail('loyalty: the source is not on the battlefield');
  if (cost.sign > 0) {
    addCounters(tx, source.id, 'loyalty', n.value);
    return ok();
  }
  const has = source.counters['loyalty'] ?? 0;
  if (has < n.value) {
    return fail(`${describe(tx.state, source.id)} has ${has} loyalty, the ability removes ${n.value} (606.6)`);
  }
  removeCounters(tx, source.id, 'loyalty', n.value);
  return ok();
}

/** The choices of payCosts not used yet, and what the payment sacrificed so far. */
interface Cursor {
  readonly list: readonly ObjectId[];
  next: number;
  readonly sacrificed: LastKnown[];
}

/** A cost's number: fixed, or X as announced (107.3, 601.2b). */
function costAmount(ctx: CostContext, amount: Amount): Result<number> {
  if (amount.kind === 'fixed') return ok(amount.value);
  if (amount.kind === 'variable') return ok(ctx.x);
  return fail(`a cost amount of kind ${amount.kind} is not supported`);
}

/** The costs payChosen pays: every choosing cost but crew's, which payTotalPower pays. */
type ChosenCost = Exclude<ChoosingCost, { kind: 'tapTotalPower' }>;

const VERBS: Readonly<Record<ChosenCost['kind'], string>> = {
  sacrifice: 'sacrifice',
  discard: 'discard',
  tapUntapped: 'tap',
  exileFromGraveyard: 'exile',
  exileFromHand: 'exile',
  returnToHand: 'return',
  revealFromHand: 'reveal',
};

/**
 * Deterministic default (no choice given): the newest candidates first, the ability's source last (so "Sacrifice a
 * creature" keeps the creature whose ability it is unless nothing else will do).
 */
function defaultChoice(
  candidates: readonly ObjectId[],
  source: ObjectId,
  count: number,
  taken: readonly ObjectId[],
): ObjectId[] {
  const order = [...candidates].reverse().filter((id) => !taken.includes(id));
  const others = order.filter((id) => id !== source);
  return [...others, ...order.filter((id) => id === source)].slice(0, count);
}

/**
 * 601.2h / 602.2b: the player chooses the objects of a choosing cost as they pay it (from `cursor`, else by
 * default), then pays: sacrifices (701.17a), discards (701.8), taps (701.21), exiles them or returns them to their
 * owner's hand. Refused, with the reason, when not enough objects can pay it or a chosen one can't.
 */
function payChosen(tx: Transaction, ctx: CostContext, cost: ChosenCost, cursor: Cursor): Result {
  const n = costAmount(ctx, cost.amount);
  if (!n.ok) return n;
  const verb = VERBS[cost.kind];
  const wanted = describeDescription(cost.what);
  const candidates = choosingCostCandidates(tx.state, cost, ctx.player, ctx.source, ctx.x);
  if (candidates.length < n.value) {
    return fail(
      candidates.length === 0
        ? `no ${wanted} to ${verb}`
        : `not enough to ${verb}: the cost needs ${n.value} ${wanted}, there ${candidates.length === 1 ? 'is' : 'are'} ${candidates.length}`,
    );
  }
  let chosen: ObjectId[] = [];
  if (cost.kind === 'discard' && cost.random) {
    chosen = pickAtRandom(tx, candidates, n.value);
  } else {
    while (chosen.length < n.value && cursor.next < cursor.list.length) {
      const id = cursor.list[cursor.next++] as ObjectId;
      if (chosen.includes(id)) return fail(`${describe(tx.state, id)} is chosen twice to ${verb}`);
      if (!candidates.includes(id)) return fail(`can't ${verb} ${describe(tx.state, id)}: the cost wants ${wanted}`);
      chosen.push(id);
    }
    if (ctx.choose && chosen.length < n.value) {
      // The source first, so a choice by default (the newest candidates first) takes it last.
      const open = candidates.filter((id) => !chosen.includes(id));
      const ordered = [...open.filter((id) => id === ctx.source), ...open.filter((id) => id !== ctx.source)];
      chosen.push(...ctx.choose(ordered, n.value - chosen.length).filter((id) => open.includes(id)));
    }
    chosen.push(...defaultChoice(candidates, ctx.source, n.value - chosen.length, chosen));
  }
  for (const id of chosen) {
    const object = tx.state.objects[id];
    if (!object) continue;
    switch (cost.kind) {
      case 'sacrifice':
        // 608.2h: "the sacrificed creature's power" is what it was on the battlefield, kept before it leaves.
        cursor.sacrificed.push({
          id,
          power: powerOf(object, tx.state),
          toughness: toughnessOf(object, tx.state),
          manaValue: manaValueOf(tx.state, object),
        });
        moveTo(tx, id, ownerZone(object, 'graveyard'));
        tx.emit({ type: 'sacrificed', object: id });
        break;
      case 'discard':
        discardCard(tx, id);
        break;
      case 'tapUntapped':
        tap(tx, id);
        break;
      case 'exileFromGraveyard':
      case 'exileFromHand':
        moveTo(tx, id, ownerZone(object, 'exile'));
        break;
      case 'returnToHand':
        moveTo(tx, id, ownerZone(object, 'hand'));
        break;
      case 'revealFromHand':
        break;
    }
  }
  // 701.16a: the cards revealed are shown to every player and stay in the hand.
  if (cost.kind === 'revealFromHand') tx.emit({ type: 'revealed', player: ctx.player, cards: chosen });
  return ok();
}

/**
 * 702.122a: "Tap any number of other untapped creatures you control with total power N or greater" (crew): the chosen
 * creatures (from `cursor`, taken until their total power reaches N; with none chosen, the newest ones) are tapped.
 * Not a {T} cost, so summoning sickness doesn't matter (302.6). Refused when even all of them fall short.
 */
function payTotalPower(
  tx: Transaction,
  ctx: CostContext,
  cost: Extract<Cost, { kind: 'tapTotalPower' }>,
  cursor: Cursor,
): Result {
  const state = tx.state;
  const candidates = choosingCostCandidates(state, cost, ctx.player, ctx.source, ctx.x);
  const power = (id: ObjectId): number => {
    const object = state.objects[id];
    return object ? Math.max(0, powerOf(object, state)) : 0;
  };
  const chosen: ObjectId[] = [];
  let total = 0;
  while (total < cost.power && cursor.next < cursor.list.length) {
    const id = cursor.list[cursor.next++] as ObjectId;
    if (chosen.includes(id)) return fail(`${describe(state, id)} is chosen twice to tap`);
    if (!candidates.includes(id)) {
      return fail(`can't tap ${describe(state, id)}: the cost wants ${describeDescription(cost.what)}`);
    }
    chosen.push(id);
    total += power(id);
  }
  // None chosen: the newest creatures, until their power is enough.
  if (chosen.length === 0) {
    for (const id of [...candidates].reverse()) {
      if (total >= cost.power) break;
      chosen.push(id);
      total += power(id);
    }
  }
  if (total < cost.power) {
    return fail(
      `the creatures that could be tapped have total power ${total}, the cost needs ${cost.power} (702.122a)`,
    );
  }
  for (const id of chosen) tap(tx, id);
  return ok();
}
