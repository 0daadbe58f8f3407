import { costChoicesOf, costQuestions, costsComplete, type CostQuestion } from './cost-choices.js';
import {
  abilitiesOf,
  abilityAt,
  activationProblem,
  describeAbilityCost,
  describeCondition,
  chosenEffects,
  formatManaCost,
  graveyardKeyword,
  legalTargets,
  spellEffects,
  targetGroups,
  targetSlots,
  targetsOf,
  type Ability,
  type Action,
  type CardTemplate,
  type Cost,
  type Effect,
  type GameObject,
  type GameState,
  type ObjectId,
  type PlayerId,
  type SplitChoice,
  type TargetGroup,
  type TargetSlot,
  castWays,
  hasAftermath,
} from './engine.js';
import {
  assistHelpers,
  conspireCandidates,
  convokeCandidates,
  delveCandidates,
  improviseCandidates,
} from './keyword-payments.js';
import { modalNeed, type ModalNeed } from './mode-choices.js';
import { stillChoosable, targetProgress, type TargetProgress } from './target-plan.js';

/** What the user started by clicking a card: cast it, or activate one of its abilities. */
export type Intent =
  | {
      readonly kind: 'cast';
      readonly player: PlayerId;
      readonly card: ObjectId;
      /** 709.3, 702.102a: which half of a split card, or both fused; absent for other cards (and the left half). */
      readonly way?: SplitChoice;
    }
  | { readonly kind: 'activate'; readonly player: PlayerId; readonly source: ObjectId; readonly ability: number };

/** The choices an intent needs before it can be performed (601.2b-c, 602.2b, 700.2a, 601.2h). */
export interface Needs {
  /** The target slots of the chosen modes (700.2c); none while the modes aren't chosen yet. */
  readonly targets: readonly TargetSlot[];
  /** The same targets by subject, each with how many it takes (601.2c): what the prompt walks through. */
  readonly targetGroups: readonly TargetGroup[];
  /**
   * The effects when some subject takes X targets ("Tap X target creatures"): their slots follow the X typed
   * (601.2b, `targetsNow`); null otherwise.
   */
  readonly xTargets: readonly Effect[] | null;
  readonly x: boolean;
  /** Labels of the options of an "Add {R} or {G}" effect; empty when there is nothing to choose. */
  readonly options: readonly string[];
  /** A modal spell's or ability's modes (700.2); null when it isn't modal. */
  readonly modal: ModalNeed | null;
  /** The modes these needs were worked out for; null while they are still to be chosen (or it isn't modal). */
  readonly modes: readonly number[] | null;
  /** Costs that choose what to sacrifice, discard, tap or exile (118.3); none for a spell. */
  readonly costs: readonly CostQuestion[];
  /** A spell's kicker cost ("{2}{G}", 702.33a), offered as a checkbox; null when it has none. */
  readonly kicker: string | null;
  /** The second of two kicker costs ("Kicker {1}{R} and/or {G}", 702.33b), a checkbox of its own; null otherwise. */
  readonly secondKicker: string | null;
  /** A spell's buyback cost ("{3}", 702.27a), offered as a checkbox; null when it has none. */
  readonly buyback: string | null;
  /**
   * A spell's alternative costs (118.9: "You may pay … rather than pay ~'s mana cost", evoke), offered as choices
   * beside its mana cost, with the questions of their costs that choose; empty when it has none.
   */
  readonly alternatives: readonly AlternativeNeed[];
  /** Creatures convoke could tap to pay part of a spell's cost (702.51a); null when it has no convoke. */
  readonly convoke: readonly ObjectId[] | null;
  /** Cards in the graveyard delve could exile to pay {1} each (702.66a); null when it has no delve. */
  readonly delve: readonly ObjectId[] | null;
  /** Artifacts improvise could tap to pay {1} each (702.126a); null when it has no improvise. */
  readonly improvise: readonly ObjectId[] | null;
  /** The other players who could assist, paying some of its generic mana (702.132a); null when it has no assist. */
  readonly assist: readonly PlayerId[] | null;
  /** Creatures conspire could tap, sharing a color with the spell (702.78a); null when it has no conspire. */
  readonly conspire: readonly ObjectId[] | null;
}

/** One alternative cost of a spell (118.9): how the tester shows it, and what its costs choose. */
export interface AlternativeNeed {
  /** "Evoke: {2}{U}", "Alternative cost: pay 1 life, exile 1 blue card from your hand". */
  readonly label: string;
  readonly costs: readonly CostQuestion[];
}

export interface Choices {
  readonly targets: readonly string[];
  /** How many targets each subject took, for the subjects the user ended by hand (target-plan.ts). */
  readonly endedTargets: readonly number[];
  readonly x: number;
  /** The mana option ("Add {R} or {G}"), 0-based. */
  readonly option: number;
  /** The modes ticked so far (0-based, printed order). */
  readonly modes: readonly number[];
  /** The objects picked for each choosing cost, in cost order. */
  readonly costs: readonly (readonly ObjectId[])[];
  /** Cast it kicked, paying its kicker cost too (702.33a); with two kicker costs, the first. */
  readonly kicked: boolean;
  /** Pay the second of two kicker costs too (702.33b). */
  readonly kickedSecond: boolean;
  /** Cast it with buyback, paying its buyback cost too (702.27a). */
  readonly buyback: boolean;
  /** Cast it for this alternative cost (0-based among its alternative costs, 118.9); null: for its mana cost. */
  readonly alternative: number | null;
  /** The creatures ticked to convoke with (702.51a), in the order ticked. */
  readonly convoke: readonly ObjectId[];
  /** The graveyard cards ticked to delve with (702.66a). */
  readonly delve: readonly ObjectId[];
  /** The artifacts ticked to improvise with (702.126a). */
  readonly improvise: readonly ObjectId[];
  /** The player chosen to assist and the generic mana they pay (702.132a); null: nobody assists. */
  readonly assist: { readonly player: PlayerId; readonly amount: number } | null;
  /** The two creatures ticked to conspire with (702.78a). */
  readonly conspire: readonly ObjectId[];
}

export const NO_CHOICES: Choices = {
  targets: [],
  endedTargets: [],
  x: 0,
  option: 0,
  modes: [],
  costs: [],
  kicked: false,
  kickedSecond: false,
  buyback: false,
  alternative: null,
  convoke: [],
  delve: [],
  improvise: [],
  assist: null,
  conspire: [],
};

/** A card's buyback cost as text ("{3}", "Pay 4 life"), or null when it has no buyback (702.27a). */
export function buybackOf(template: CardTemplate): string | null {
  for (const a of template.abilities) if (a.kind === 'buyback') return a.costs.map(describeAbilityCost).join(', ');
  return null;
}

/** A card's alternative costs (118.9), each with the questions its choosing costs ask as `player` casts it. */
export function alternativesOf(state: GameState, card: ObjectId, player: PlayerId): readonly AlternativeNeed[] {
  const template = state.objects[card]?.template ?? NO_TEMPLATE;
  return template.abilities.flatMap((a) => {
    if (a.kind !== 'alternativeCost') return [];
    const label = a.keyword ? `${a.keyword.charAt(0).toUpperCase()}${a.keyword.slice(1)}` : 'Alternative cost';
    const pay = a.costs.length > 0 ? a.costs.map(describeAbilityCost).join(', ') : 'nothing';
    const when = a.conditions.length > 0 ? ` (only if ${a.conditions.map(describeCondition).join(' and ')})` : '';
    return [{ label: `${label}: ${pay}${when}`, costs: costQuestions(state, a.costs, player, card) }];
  });
}

/**
 * The questions of the costs that choose, as the choices stand: an ability's own costs, or those of the alternative
 * cost a spell is cast for (601.2h).
 */
export function costQuestionsNow(needs: Needs, choices: Choices): readonly CostQuestion[] {
  if (choices.alternative === null) return needs.costs;
  return needs.alternatives[choices.alternative]?.costs ?? [];
}

/** A card's kicker cost as text ("{2}{G}"), or null when it has no kicker (702.33a). */
export function kickerOf(template: CardTemplate): string | null {
  for (const a of template.abilities) if (a.kind === 'kicker') return formatManaCost(a.mana);
  return null;
}

/** The second of a card's two kicker costs as text (702.33b: "Kicker {1}{R} and/or {G}"), or null. */
export function secondKickerOf(template: CardTemplate): string | null {
  const costs = template.abilities.flatMap((a) => (a.kind === 'kicker' ? [formatManaCost(a.mana)] : []));
  return costs[1] ?? null;
}

/** The kicker costs the choices pay (702.33b): the first, the second, or both; none when not kicked. */
export function kickersChosen(needs: Needs, choices: Choices): readonly number[] {
  return [
    ...(needs.kicker !== null && choices.kicked ? [0] : []),
    ...(needs.secondKicker !== null && choices.kickedSecond ? [1] : []),
  ];
}

/** 702.62a: a card's suspend as text ("4—{1}{R}": its time counters and cost), or null when it has no suspend. */
export function suspendCost(template: CardTemplate): string | null {
  for (const a of template.abilities) {
    if (a.kind === 'suspend') return `${a.count}—${a.costs.map(describeAbilityCost).join(', ')}`;
  }
  return null;
}

/** Whether a card may be cast from its owner's graveyard: it has flashback (702.34a). */
/** One way to cast a split card from where it is (709.3): a half by its name, or both halves fused (702.102a). */
export interface SplitCast {
  readonly label: string;
  readonly way: SplitChoice;
}

/**
 * 709.3, 702.102a, 702.127a: the split card's casts offered where it is: from the hand each half without aftermath,
 * and both fused when it has fuse; from the graveyard each half with aftermath. Empty for other cards.
 */
export function splitCasts(template: CardTemplate, zone: 'hand' | 'graveyard'): readonly SplitCast[] {
  const ways = castWays(template, zone === 'hand');
  if (ways.length < 2) return [];
  return ways.flatMap(({ way, template: spell }) => {
    if (way.fuse === true) return [{ label: `Cast ${spell.name} fused`, way }];
    return hasAftermath(spell) === (zone === 'graveyard') ? [{ label: `Cast ${spell.name}`, way }] : [];
  });
}

export const hasFlashback = (template: CardTemplate): boolean => template.abilities.some((a) => a.kind === 'flashback');

/**
 * 702.81a retrace, 702.133a jump-start: the keyword that casts the card from the graveyard for its mana cost,
 * discarding a (land) card, or null.
 */
export const graveyardCastKeyword = (template: CardTemplate): 'retrace' | 'jump-start' | null =>
  graveyardKeyword(template)?.keyword ?? null;

/**
 * 702.81a, 702.133a: the card to discard when a card with retrace or jump-start is cast from its owner's graveyard (no
 * question otherwise; flashback comes first).
 */
function graveyardCastQuestions(state: GameState, card: ObjectId, player: PlayerId): CostQuestion[] {
  const object = state.objects[card];
  if (!object || object.zone.zone !== 'graveyard' || hasFlashback(object.template)) return [];
  const keyword = graveyardKeyword(object.template);
  return keyword ? costQuestions(state, [keyword.discard], player, card) : [];
}

/** 702.138a: the index of a card's escape cost among its alternative costs (cast from the graveyard), or null. */
export function graveyardAlternative(template: CardTemplate): number | null {
  const index = template.abilities
    .filter((a) => a.kind === 'alternativeCost')
    .findIndex((a) => a.kind === 'alternativeCost' && a.zone === 'graveyard');
  return index < 0 ? null : index;
}

/**
 * The choices a cast starts with: from the graveyard, the escape cost (702.138a) is chosen already; offered by madness's
 * trigger, the madness cost (702.35a).
 */
export function startingChoices(state: GameState, intent: Intent): Choices {
  if (intent.kind !== 'cast') return NO_CHOICES;
  const offer = state.pendingCast;
  if (offer?.card === intent.card && offer.alternative !== undefined) {
    return { ...NO_CHOICES, alternative: offer.alternative };
  }
  const card = state.objects[intent.card];
  if (card?.zone.zone !== 'graveyard') return NO_CHOICES;
  return { ...NO_CHOICES, alternative: graveyardAlternative(card.template) };
}

const hasVariable = (symbols: readonly { readonly kind: string }[] | null): boolean =>
  symbols?.some((s) => s.kind === 'variable') ?? false;

/**
 * What the card is as it is cast: the half of a split card chosen, or both fused (709.3b, 702.102b); the card itself
 * otherwise.
 */
export function castTemplate(state: GameState, intent: Extract<Intent, { kind: 'cast' }>): CardTemplate | undefined {
  const object = state.objects[intent.card];
  if (!object) return undefined;
  const way = intent.way ?? {};
  const ways = castWays(object.template, true);
  return (
    ways.find((w) => (w.way.fuse === true) === (way.fuse === true) && (w.way.half ?? 0) === (way.half ?? 0))
      ?.template ?? object.template
  );
}

/** The spell's card or the ability's permanent: the source for "another" and 115.5 target checks. */
export const sourceOf = (intent: Intent): ObjectId => (intent.kind === 'cast' ? intent.card : intent.source);

function effectsOf(
  state: GameState,
  intent: Intent,
): { effects: readonly Effect[]; x: boolean; costs: readonly Cost[] } {
  if (intent.kind === 'cast') {
    const template = castTemplate(state, intent);
    return template
      ? { effects: spellEffects(template), x: hasVariable(template.manaCost), costs: [] }
      : { effects: [], x: false, costs: [] };
  }
  const source = state.objects[intent.source];
  const ability = source ? abilityAt(state, source, intent.ability) : undefined;
  if (ability?.kind !== 'activated') return { effects: [], x: false, costs: [] };
  // X in a mana cost, in "Remove X counters" or in a loyalty symbol ("−X:", 606.4) is announced as it is activated.
  const costX = ability.costs.some(
    (c) =>
      (c.kind === 'mana' && hasVariable(c.mana)) ||
      ((c.kind === 'loyalty' || c.kind === 'removeCounters') && c.amount.kind === 'variable'),
  );
  return { effects: ability.effects, x: costX, costs: ability.costs };
}

/**
 * What an intent asks for. A modal one first asks its modes (`modes` null): then only the modes are known; called
 * again with the chosen modes it gives their targets, X and options (700.2c).
 */
export function needsOf(state: GameState, intent: Intent, modes: readonly number[] | null = null): Needs {
  const { effects: all, x, costs } = effectsOf(state, intent);
  const need = modalNeed(state, all, intent.player, sourceOf(intent));
  // 702.42a: a spell with entwine may be cast with all its modes (its entwine cost is then paid too).
  const entwine = intent.kind === 'cast' && castTemplate(state, intent)?.abilities.some((a) => a.kind === 'entwine');
  const modal = need && entwine ? { ...need, max: need.options.length } : need;
  const chosen = modal ? modes : null;
  const effects = modal ? (chosen ? chosenEffects(all, chosen) : []) : all;
  const options = effects.flatMap((e) => (e.kind === 'addMana' && e.options.length > 1 ? [e.options] : []))[0] ?? [];
  const variableAmount = effects.some((e) => 'amount' in e && e.amount !== null && e.amount.kind === 'variable');
  return {
    targets: targetSlots(effects),
    targetGroups: targetGroups(effects),
    xTargets: targetsOf(effects).some((t) => t.countX) ? effects : null,
    x: x || variableAmount,
    options: options.map(formatManaCost),
    modal,
    modes: chosen,
    costs:
      intent.kind === 'activate'
        ? costQuestions(state, costs, intent.player, intent.source)
        : graveyardCastQuestions(state, intent.card, intent.player),
    kicker: intent.kind === 'cast' ? kickerOf(castTemplate(state, intent) ?? NO_TEMPLATE) : null,
    secondKicker: intent.kind === 'cast' ? secondKickerOf(castTemplate(state, intent) ?? NO_TEMPLATE) : null,
    buyback: intent.kind === 'cast' ? buybackOf(castTemplate(state, intent) ?? NO_TEMPLATE) : null,
    alternatives: intent.kind === 'cast' ? alternativesOf(state, intent.card, intent.player) : [],
    convoke: intent.kind === 'cast' ? convokeCandidates(state, intent.card, intent.player) : null,
    delve: intent.kind === 'cast' ? delveCandidates(state, intent.card, intent.player) : null,
    improvise: intent.kind === 'cast' ? improviseCandidates(state, intent.card, intent.player) : null,
    assist: intent.kind === 'cast' ? assistHelpers(state, intent.card, intent.player) : null,
    conspire: intent.kind === 'cast' ? conspireCandidates(state, intent.card, intent.player) : null,
  };
}

const NO_TEMPLATE = { abilities: [] } as unknown as CardTemplate;

/** Whether the modes are still to be chosen: the prompt shows them first, the board's targets wait. */
export function choosingModes(needs: Needs): boolean {
  return needs.modal !== null && needs.modes === null;
}

/** True when nothing is left to choose but targets (anything else gets a Confirm button). */
export function onlyTargets(needs: Needs): boolean {
  return (
    !needs.x &&
    needs.options.length === 0 &&
    needs.costs.length === 0 &&
    needs.kicker === null &&
    needs.buyback === null &&
    needs.alternatives.length === 0 &&
    needs.convoke === null &&
    needs.delve === null &&
    needs.improvise === null &&
    needs.assist === null &&
    needs.conspire === null &&
    !choosingModes(needs)
  );
}

/** The target subjects with the X chosen so far: "X target creatures" takes X targets (601.2b). */
export function targetsNow(needs: Needs, choices: Choices): readonly TargetGroup[] {
  return needs.xTargets ? targetGroups(needs.xTargets, choices.x) : needs.targetGroups;
}

/** How far the targets are chosen: the subject the next click is for, and whether they may be confirmed. */
export function targetStatus(needs: Needs, choices: Choices): TargetProgress {
  return targetProgress(targetsNow(needs, choices), choices.targets.length, choices.endedTargets);
}

/** The slot the next click fills, or null once every target subject is full or ended. */
export function nextSlot(needs: Needs, choices: Choices): TargetSlot | null {
  return targetStatus(needs, choices).next?.slot ?? null;
}

/** Players and permanents the next click may choose (the engine's legal targets for that slot). */
export function targetCandidates(state: GameState, intent: Intent, needs: Needs, choices: Choices): readonly string[] {
  const progress = targetStatus(needs, choices);
  if (!progress.next) return [];
  // 601.2b: X is announced before targets ("target creature with mana value X").
  const legal = legalTargets(state, progress.next.slot, intent.player, sourceOf(intent), { x: choices.x });
  return stillChoosable(progress, choices.targets, legal);
}

/** Whether Confirm may be pressed: every target subject has its fewest targets and every cost's objects are picked. */
export function readyToConfirm(needs: Needs, choices: Choices): boolean {
  return (
    !choosingModes(needs) &&
    targetStatus(needs, choices).complete &&
    costsComplete(costQuestionsNow(needs, choices), choices.costs, choices.x)
  );
}

/** `kicked` (and, of two kicker costs, which: `kickers`, 702.33b) for the cast action. */
function kickedAction(needs: Needs, choices: Choices): { kicked?: true; kickers?: number[] } {
  const kickers = kickersChosen(needs, choices);
  if (kickers.length === 0) return {};
  return needs.secondKicker !== null ? { kicked: true, kickers: [...kickers] } : { kicked: true };
}

/** The engine action for an intent and its choices. */
export function buildAction(intent: Intent, needs: Needs, choices: Choices, autoTap: boolean): Action {
  const costChoices = costChoicesOf(choices.costs);
  const common = {
    player: intent.player,
    ...(needs.modal && needs.modes ? { modes: [...needs.modes] } : {}),
    ...(needs.targets.length > 0 ? { targets: [...choices.targets] } : {}),
    // 601.2c: how many targets each subject took, when the user may choose how many ("up to two", "any number").
    ...(targetsNow(needs, choices).some((g) => g.min !== g.max)
      ? { targetCounts: [...targetStatus(needs, choices).counts] }
      : {}),
    ...(needs.x ? { x: choices.x } : {}),
    ...(needs.options.length > 0 ? { choice: choices.option } : {}),
    ...(autoTap ? { autoTap: true } : {}),
  };
  return intent.kind === 'cast'
    ? {
        type: 'cast',
        card: intent.card,
        ...common,
        ...(intent.way ?? {}),
        ...kickedAction(needs, choices),
        ...(needs.buyback !== null && choices.buyback ? { buyback: true } : {}),
        ...(choices.alternative !== null && choices.alternative < needs.alternatives.length
          ? { alternative: choices.alternative }
          : {}),
        ...((choices.alternative !== null || needs.costs.length > 0) && costChoices.length > 0 ? { costChoices } : {}),
        ...(needs.convoke !== null && choices.convoke.length > 0 ? { convoke: [...choices.convoke] } : {}),
        ...(needs.delve !== null && choices.delve.length > 0 ? { delve: [...choices.delve] } : {}),
        ...(needs.improvise !== null && choices.improvise.length > 0 ? { improvise: [...choices.improvise] } : {}),
        ...(needs.conspire !== null && choices.conspire.length > 0 ? { conspire: [...choices.conspire] } : {}),
        ...(needs.assist !== null && choices.assist !== null && choices.assist.amount > 0
          ? { assist: { ...choices.assist } }
          : {}),
      }
    : {
        type: 'activate',
        source: intent.source,
        ability: intent.ability,
        ...common,
        ...(costChoices.length > 0 ? { costChoices } : {}),
      };
}

/** Whether a hand card is played (a land, 305.1) or cast (everything else, 601). */
export function handVerb(template: CardTemplate): 'play' | 'cast' {
  return template.types.includes('land') ? 'play' : 'cast';
}

/** One line per ability the UI shows on a permanent: activatable ones as buttons, the rest as text or greyed. */
export interface AbilityButton {
  readonly index: number;
  readonly text: string;
  /** null: the engine would let it be activated (costs aside); otherwise why it can't. */
  readonly problem: string | null;
  /**
   * Who may activate it: its controller, or every player for "Any player may activate this ability." (602.2), its
   * controller first. One button each.
   */
  readonly activators: readonly PlayerId[];
  /** 702.29c: a cycling ability ("Cycle" in the hand); other abilities of a card in hand (channel) are "Activate". */
  readonly cycling?: true;
}

/**
 * The abilities that are offered for activation where the card is: on the battlefield, parsed activated ones and the
 * ones the engine can't run; in a hand or a graveyard, the ones that work from there (cycling, 702.29a; "return ~
 * from your graveyard …", 113.6m; unearth, 702.84a). With `state`, every player of the game may be offered an
 * ability that says "Any player may activate this ability." (602.2).
 */
export function activatableAbilities(
  object: GameObject,
  where: 'battlefield' | 'hand' | 'graveyard' = 'battlefield',
  state: GameState | null = null,
): readonly AbilityButton[] {
  // 613.1f, 305.7: on the battlefield, the abilities it has now (a land made a Swamp taps for {B} only).
  const now = state && where === 'battlefield' ? abilitiesOf(state, object) : object.template.abilities;
  return now.flatMap((ability: Ability | null, index) => {
    if (ability === null) return [];
    const zone = ability.kind === 'activated' ? (ability.zone ?? 'battlefield') : 'battlefield';
    const anyone = ability.kind === 'activated' && ability.anyPlayer === true;
    const players = state?.playerOrder ?? [];
    const activators = anyone
      ? [object.controller, ...players.filter((p) => p !== object.controller)]
      : [object.controller];
    const button = {
      index,
      text: ability.text,
      problem: activationProblem(ability),
      activators,
      ...(ability.kind === 'activated' && ability.cycling === true ? { cycling: true as const } : {}),
    };
    if (where !== 'battlefield') return zone === where ? [button] : [];
    return (ability.kind === 'activated' && zone === 'battlefield') ||
      ability.kind === 'unparsed' ||
      ability.kind === 'applied'
      ? [button]
      : [];
  });
}
