import { describeCondition } from '../../abilities/describe.js';
import type { ManaCost } from '../../mana/mana-symbol.js';
import type { AlternativeKeyword, CardTemplate, Cost } from '../../templates/card-template.js';
import { morphOf } from '../ops/face-down.js';
import { kickerCosts } from '../ops/kicker.js';
import { modalOf } from '../../templates/modes.js';
import { fail, ok, type Result } from '../result.js';
import { checkCondition } from '../triggers/conditions.js';
import type { GameObject, GameState, PlayerId } from '../state/types.js';

/** How a spell is being cast: from where, for which cost, with which additional costs (601.2b, 601.2f). */
export interface CastingCost {
  /**
   * 118.9, 702.34a: cast from the graveyard for its flashback cost, or with jump-start for its mana cost (702.133a); it
   * is exiled when it leaves the stack.
   */
  readonly flashback: boolean;
  /** 601.2f: the total cost: the mana cost or the alternative cost, plus the kicker cost when kicked (702.33a). */
  readonly mana: ManaCost;
  /** 702.81a, 702.133a: additional costs of where it is cast from (retrace's "discarding a land card"). */
  readonly additional?: readonly Cost[];
}

/** 702.81a: retrace's additional cost, "discarding a land card". */
const RETRACE_DISCARD: Cost = {
  kind: 'discard',
  what: { nouns: ['card'], qualities: [{ kind: 'type', type: 'land', negated: false }] },
  amount: { kind: 'fixed', value: 1 },
  random: false,
};

/** 702.133a: jump-start's additional cost, "discarding a card". */
const JUMP_START_DISCARD: Cost = {
  kind: 'discard',
  what: { nouns: ['card'], qualities: [] },
  amount: { kind: 'fixed', value: 1 },
  random: false,
};

/**
 * 702.81a retrace, 702.133a jump-start: a keyword that lets its card be cast from its owner's graveyard for its mana
 * cost, discarding a card (a land card for retrace) as an additional cost; jump-start exiles it as it leaves the stack.
 */
interface GraveyardKeyword {
  readonly keyword: 'retrace' | 'jump-start';
  readonly discard: Cost;
  readonly exile: boolean;
}

/** The card's retrace or jump-start, or null (flashback, an alternative cost, comes first: 702.34a). */
export function graveyardKeyword(template: CardTemplate): GraveyardKeyword | null {
  for (const a of template.abilities) {
    if (a.kind !== 'keyword') continue;
    if (a.keyword === 'retrace') return { keyword: 'retrace', discard: RETRACE_DISCARD, exile: false };
    if (a.keyword === 'jump-start') return { keyword: 'jump-start', discard: JUMP_START_DISCARD, exile: true };
  }
  return null;
}

/** 702.127a: the half being cast has aftermath. */
export function hasAftermath(template: CardTemplate): boolean {
  return template.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'aftermath');
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
 * Where the card may be cast from and what it costs (601.2a, 601.2f): from its owner's hand for its mana cost, or for
 * an alternative cost of its own (`alternative`, 118.9); from its owner's graveyard only with flashback, for the
 * flashback cost instead (702.34a, 118.9: an alternative cost, so a card without a mana cost can be cast this way);
 * plus its kicker cost when cast kicked (702.33a, an additional cost). Only one alternative cost applies (118.9a):
 * flashback and casting face down are one each; escape (702.138a) is an alternative cost paid from the graveyard.
 * `name` names the card in the reasons. `permitted`: an effect lets the player cast it from exile or from the top of their library (601.3, "You may
 * play that card this turn."), like a card in hand. `offered`: madness's trigger offers it from exile (702.35a).
 */
export function castingCost(
  card: GameObject,
  player: PlayerId,
  kickers: readonly number[],
  name: string,
  faceDown = false,
  alternative: AlternativePayment | null = null,
  permitted = false,
  offered = false,
): Result<CastingCost> {
  const template = card.template;
  const zone = card.zone;
  const mine = zone.zone !== 'stack' && zone.player === player;
  if (faceDown && alternative) return fail(`${name} can't be cast face down and for another alternative cost (118.9a)`);
  if (faceDown) return faceDownCost(card, mine && zone.zone === 'hand', kickers.length > 0, name);
  let base: ManaCost | null;
  let flashback = false;
  let fromGraveyard: GraveyardKeyword | null = null;
  if (offered && alternative?.zone === 'exile' && mine && zone.zone === 'exile') {
    // 702.35a: madness's trigger offers the exiled card for its madness cost.
    base = alternative.mana;
  } else if ((mine && zone.zone === 'hand') || (permitted && (zone.zone === 'exile' || zone.zone === 'library'))) {
    if (alternative && alternative.zone !== null) {
      const where = alternative.zone === 'graveyard' ? 'from your graveyard' : 'as its trigger resolves (702.35a)';
      return fail(`${name} can be cast for its ${alternative.keyword ?? 'alternative'} cost only ${where}`);
    }
    base = alternative ? alternative.mana : template.manaCost;
    if (base === null) return fail(`${name} has no mana cost, so it can't be cast (118.6)`);
  } else if (mine && zone.zone === 'graveyard' && alternative?.zone === 'graveyard') {
    // 702.138a: escape casts the card from its owner's graveyard for the escape cost (118.9).
    base = alternative.mana;
  } else if (mine && zone.zone === 'graveyard' && hasAftermath(template)) {
    // 702.127a: an aftermath half may be cast from its owner's graveyard (its mana cost, or an alternative cost of its
    // own), and is exiled instead of going anywhere else as it leaves the stack.
    base = alternative ? alternative.mana : template.manaCost;
    if (base === null) return fail(`${name} has no mana cost, so it can't be cast (118.6)`);
    flashback = true;
  } else if (mine && zone.zone === 'graveyard' && !costAbility(template, 'flashback') && graveyardKeyword(template)) {
    // 702.81a, 702.133a: retrace and jump-start cast it from its owner's graveyard for its mana cost, discarding a
    // (land) card as well; jump-start's spell is exiled as it leaves the stack.
    fromGraveyard = graveyardKeyword(template);
    const rule = fromGraveyard?.keyword === 'retrace' ? '702.81a' : '702.133a';
    if (alternative)
      return fail(`${name} is cast with ${fromGraveyard?.keyword} from your graveyard, for its mana cost (${rule})`);
    if (template.manaCost === null) return fail(`${name} has no mana cost, so it can't be cast (118.6)`);
    base = template.manaCost;
    flashback = fromGraveyard?.exile === true;
  } else if (mine && zone.zone === 'graveyard') {
    const ability = costAbility(template, 'flashback');
    if (!ability) {
      return fail(`${name} is not in your hand; only a card with flashback can be cast from your graveyard (702.34a)`);
    }
    if (alternative) return fail(`${name} is cast for its flashback cost from your graveyard, no other (118.9a)`);
    base = ability.mana;
    flashback = true;
  } else {
    return fail(`${name} is not in your hand`);
  }
  const additional = fromGraveyard ? { additional: [fromGraveyard.discard] } : {};
  if (kickers.length === 0) return ok({ flashback, mana: base, ...additional });
  const kicker = kickerMana(template, kickers, template.name);
  if (!kicker.ok) return kicker;
  return ok({ flashback, mana: [...base, ...kicker.value], ...additional });
}

/**
 * 702.33a, 702.33b: the kicker costs paid, by position among the card's kicker costs (a card may list two: "Kicker
 * {1}{R} and/or {G}"), added up. Refused for a card without kicker or a position it hasn't.
 */
function kickerMana(template: CardTemplate, kickers: readonly number[], name: string): Result<ManaCost> {
  const costs = kickerCosts(template);
  // 702.33: only a spell with kicker can be cast kicked.
  if (costs.length === 0) return fail(`${name} has no kicker (702.33)`);
  let mana: ManaCost = [];
  for (const [i, k] of kickers.entries()) {
    const cost = costs[k];
    if (!cost || kickers.indexOf(k) !== i) return fail(`${name} has no kicker cost ${k + 1} to pay (702.33b)`);
    mana = [...mana, ...cost];
  }
  return ok(mana);
}

/**
 * 608.2g, 118.9: cast without paying its mana cost (an effect's alternative cost, wherever the effect found the card):
 * nothing to pay but the kicker cost when cast kicked (118.9d: additional costs still apply, 702.33a).
 */
export function freeCastingCost(template: CardTemplate, kickers: readonly number[], name: string): Result<CastingCost> {
  if (kickers.length === 0) return ok({ flashback: false, mana: [] });
  const kicker = kickerMana(template, kickers, name);
  if (!kicker.ok) return kicker;
  return ok({ flashback: false, mana: kicker.value });
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

/**
 * 702.42a: what entwining a modal spell adds to its cost (choosing all its modes): null when fewer modes are chosen
 * than it has or the card has no entwine.
 */
export function entwinePayment(template: CardTemplate, modes: readonly number[] | undefined): BuybackPayment | null {
  const ability = template.abilities.find((a) => a.kind === 'entwine');
  const modal = modalOf(template.abilities.flatMap((a) => (a.kind === 'spell' ? a.effects : [])));
  if (!ability || !modal || (modes ?? []).length !== modal.modes.length || modal.max >= modal.modes.length) return null;
  const mana = ability.costs.flatMap((c) => (c.kind === 'mana' ? c.mana : []));
  return { mana, others: ability.costs.filter((c) => c.kind !== 'mana') };
}

/** What paying one of a spell's alternative costs means (118.9): mana instead of its mana cost, and other costs. */
export interface AlternativePayment {
  readonly mana: ManaCost;
  readonly others: readonly Cost[];
  /** The keyword the alternative cost is (702.74a evoke), remembered on the spell; null for a plain one. */
  readonly keyword: AlternativeKeyword | null;
  /** The zone it is cast from for this cost, when not the hand: escape's graveyard (702.138a), madness's exile. */
  readonly zone: 'graveyard' | 'exile' | null;
}

type AlternativeAbility = Extract<CardTemplate['abilities'][number], { kind: 'alternativeCost' }>;

/** A card's alternative costs (118.9), in printed order: `cast … alternative N` counts them from 1. */
export function alternativeCosts(template: CardTemplate): readonly AlternativeAbility[] {
  return template.abilities.filter((a): a is AlternativeAbility => a.kind === 'alternativeCost');
}

/**
 * 118.9, 601.2b: the player announces the alternative cost they pay (`index`, 0-based among the card's alternative
 * costs); refused for a card without one, or while its condition ("If you control a Swamp, …") is false. 107.3b:
 * paying an alternative cost without {X} instead of a mana cost with {X}, X can only be 0.
 */
export function alternativePayment(
  state: GameState,
  card: GameObject,
  player: PlayerId,
  index: number,
  x: number,
  name: string,
): Result<AlternativePayment> {
  const all = alternativeCosts(card.template);
  const ability = all[index];
  if (!ability) {
    return fail(
      all.length === 0
        ? `${name} has no alternative cost (118.9)`
        : `${name} has ${all.length} alternative cost${all.length === 1 ? '' : 's'}, not ${index + 1} (118.9)`,
    );
  }
  const viewpoint = { controller: player, source: card.id };
  const unmet = ability.conditions.find((c) => !checkCondition(state, c, viewpoint));
  if (unmet) return fail(`${name} can be cast for "${ability.text}" only if ${describeCondition(unmet)} (118.9)`);
  const mana = ability.costs.flatMap((c) => (c.kind === 'mana' ? c.mana : []));
  const variable = (cost: ManaCost | null): boolean => cost?.some((m) => m.kind === 'variable') ?? false;
  if (x > 0 && variable(card.template.manaCost) && !variable(mana)) {
    return fail(`${name} cast for an alternative cost without {X}: X can only be 0 (107.3b)`);
  }
  return ok({
    mana,
    others: ability.costs.filter((c) => c.kind !== 'mana'),
    keyword: ability.keyword ?? null,
    zone: ability.zone ?? null,
  });
}
