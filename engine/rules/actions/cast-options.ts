import type { ManaCost } from '../../mana/mana-symbol.js';
import type { CardTemplate, Cost } from '../../templates/card-template.js';
import { morphOf } from '../ops/face-down.js';
import { fail, ok, type Result } from '../result.js';
import type { GameObject, PlayerId } from '../state/types.js';

/** How a spell is being cast: from where, for which cost, with which additional costs (601.2b, 601.2f). */
export interface CastingCost {
  /** 118.9, 702.34a: cast from the graveyard for its flashback cost; it is exiled when it leaves the stack. */
  readonly flashback: boolean;
  /** 601.2f: the total cost: the mana cost or the alternative cost, plus the kicker cost when kicked (702.33a). */
  readonly mana: ManaCost;
}

type KeywordCost = Extract<CardTemplate['abilities'][number], { kind: 'kicker' | 'flashback' }>;

function costAbility(template: CardTemplate, kind: KeywordCost['kind']): KeywordCost | null {
  for (const a of template.abilities) if (a.kind === kind) return a as KeywordCost;
  return null;
}

/** 702.33a: whether the card has a kicker ability. */
export function hasKicker(template: CardTemplate): boolean {
  return costAbility(template, 'kicker') !== null;
}

/**
 * Where the card may be cast from and what it costs (601.2a, 601.2f): from its owner's hand for its mana cost; from
 * its owner's graveyard only with flashback, for the flashback cost instead (702.34a, 118.9: an alternative cost, so
 * a card without a mana cost can be cast this way); plus its kicker cost when cast kicked (702.33a, an additional
 * cost). `name` names the card in the reasons.
 */
export function castingCost(
  card: GameObject,
  player: PlayerId,
  kicked: boolean,
  name: string,
  faceDown = false,
): Result<CastingCost> {
  const template = card.template;
  const zone = card.zone;
  const mine = zone.zone !== 'stack' && zone.player === player;
  if (faceDown) return faceDownCost(card, mine && zone.zone === 'hand', kicked, name);
  let base: ManaCost | null;
  let flashback = false;
  if (mine && zone.zone === 'hand') {
    base = template.manaCost;
    if (base === null) return fail(`${name} has no mana cost, so it can't be cast (118.6)`);
  } else if (mine && zone.zone === 'graveyard') {
    const ability = costAbility(template, 'flashback');
    if (!ability) {
      return fail(`${name} is not in your hand; only a card with flashback can be cast from your graveyard (702.34a)`);
    }
    base = ability.mana;
    flashback = true;
  } else {
    return fail(`${name} is not in your hand`);
  }
  if (!kicked) return ok({ flashback, mana: base });
  const kicker = costAbility(template, 'kicker');
  // 702.33: only a spell with kicker can be cast kicked.
  if (!kicker) return fail(`${template.name} has no kicker (702.33)`);
  return ok({ flashback, mana: [...base, ...kicker.mana] });
}

/** 702.37a: "Morph" casts the card face down for {3} rather than its mana cost. */
const FACE_DOWN_COST: ManaCost = [{ kind: 'generic', amount: 3 }];

/**
 * 702.37c, 702.37d: only a card with morph may be cast face down, from a zone it could be cast from (here its owner's
 * hand), for {3}: an alternative cost (118.9). The face-down spell has no kicker to pay (708.4).
 */
function faceDownCost(card: GameObject, inHand: boolean, kicked: boolean, name: string): Result<CastingCost> {
  if (!morphOf(card.template)) return fail(`${name} has no morph, so it can't be cast face down (702.37d)`);
  if (!inHand) return fail(`${name} is not in your hand`);
  if (kicked) return fail(`a face-down spell has no kicker to pay (708.4)`);
  return ok({ flashback: false, mana: FACE_DOWN_COST });
}

/** What paying a spell's buyback cost adds to casting it (702.27a): mana to the total cost, and other costs. */
export interface BuybackPayment {
  readonly mana: ManaCost;
  readonly others: readonly Cost[];
}

/** 702.27a: buyback is an optional additional cost (601.2b, 601.2f); only a spell with buyback can be cast with it. */
export function buybackPayment(template: CardTemplate, name: string): Result<BuybackPayment> {
  const ability = template.abilities.find((a) => a.kind === 'buyback');
  if (!ability) return fail(`${name} has no buyback (702.27)`);
  const mana = ability.costs.flatMap((c) => (c.kind === 'mana' ? c.mana : []));
  return ok({ mana, others: ability.costs.filter((c) => c.kind !== 'mana') });
}
