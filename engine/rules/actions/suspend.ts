import type { CardTemplate } from '../../templates/card-template.js';
import { payCosts } from '../costs/pay-costs.js';
import { addCounters } from '../ops/permanents.js';
import { moveTo, ownerZone } from '../ops/zones.js';
import { fail, ok, type Result } from '../result.js';
import { hasKeyword, isLand } from '../state/characteristics.js';
import { describe } from '../state/queries.js';
import type { Transaction } from '../state/transaction.js';
import { castRestrictionProblem } from './restrictions.js';
import { splitSecondProblem } from './split-second.js';
import { checkSorceryTiming, flashPermission } from './timing.js';
import type { Action } from './types.js';

type SuspendAbility = Extract<CardTemplate['abilities'][number], { kind: 'suspend' }>;

/** The card's suspend ability (702.62a), or null. */
export function suspendOf(template: CardTemplate): SuspendAbility | null {
  for (const a of template.abilities) if (a.kind === 'suspend') return a;
  return null;
}

/**
 * 702.62a, 116.2f: "If you could begin to cast this card by putting it onto the stack from your hand, you may pay
 * [cost] and exile it with N time counters on it. This action doesn't use the stack." A special action: the card
 * must be in the player's hand and castable now by its timing (307.1, 702.8a flash), its own restrictions (601.3) and
 * split second (702.62c: effects that would prohibit casting it count); then its suspend cost is paid and it is
 * exiled with its time counters. Nothing can respond; the player keeps priority.
 */
export function suspendAction(tx: Transaction, action: Extract<Action, { type: 'suspend' }>): Result {
  const card = tx.state.objects[action.card];
  if (!card) return fail(`no card ${action.card}`);
  const name = describe(tx.state, card.id);
  const suspend = suspendOf(card.template);
  if (!suspend) return fail(`${name} has no suspend (702.62a)`);
  if (card.zone.zone !== 'hand' || card.zone.player !== action.player) {
    return fail(`${name} is not in your hand: only a card you could cast from your hand can be suspended (702.62a)`);
  }
  if (isLand(card)) return fail(`${name} is a land: it can't be cast, so it can't be suspended (305.9, 702.62a)`);
  const splitSecond = splitSecondProblem(tx.state);
  if (splitSecond !== null) return fail(`can't suspend ${name}: ${splitSecond} (702.62c)`);
  const instantSpeed = card.template.types.includes('instant') || hasKeyword(card, 'flash', tx.state);
  if (!instantSpeed) {
    const timing = checkSorceryTiming(tx.state, action.player, `${name} can be suspended`);
    if (!timing.ok && !flashPermission(tx.state, card, action.player)) return timing;
  }
  const restricted = castRestrictionProblem(tx.state, card.template.abilities, action.player, card.id);
  if (restricted !== null) return fail(`${name} can be cast (and so suspended) ${restricted} (702.62c)`);
  const paid = payCosts(tx, { player: action.player, source: card.id, x: 0, autoTap: action.autoTap }, suspend.costs);
  if (!paid.ok) return fail(`can't suspend ${name}: ${paid.reason}`);
  moveTo(tx, card.id, ownerZone(card, 'exile'));
  addCounters(tx, card.id, 'time', suspend.count);
  return ok();
}
