import {
  CARD_TYPE_NAMES,
  allMatching,
  choosable,
  COLOR_NAMES,
  previewPicks,
  SUBTYPES_BY_TYPE,
  chosenEffects,
  clashingPlayers,
  choosersInTurnOrder,
  votersFrom,
  describeAbilityCost,
  describeEffect,
  describeAmount,
  describeStaticEffect,
  describeSubject,
  spellEffects,
  stackAbility,
  triggeredAbilityOf,
  type Answers,
  type Effect,
  type GameState,
  type ObjectId,
  type PicksQuestion,
  type PlayerId,
  type StackItem,
  type Subject,
} from './engine.js';

/**
 * What the top of the stack will ask as it resolves (608.2d, 701.8): a yes/no for every "you may …" (nested ones
 * only asked when the outer one is answered yes) and the cards a player discards; and the engine's `answers` for
 * what the user picked. Pure: unit-tested in node.
 */

/** One "you may …", in the order the resolution reaches them (its text order, outer before inner). */
export interface MayQuestion {
  readonly index: number;
  /** "You may draw a card", from the engine's effect description. */
  readonly label: string;
  /** The "you may" this one is inside: it is asked only if that one is answered yes. */
  readonly parent: number | null;
}

/**
 * Cards one player chooses from their hand (discard), among their permanents (sacrifice) or library (search), from their
 * hand or graveyard to exile ("Target player exiles a card from their graveyard", 406.3), or what
 * an effect's "a land you control" chooses as it resolves (608.2d).
 */
export interface CardQuestion {
  readonly index: number;
  readonly kind: 'discard' | 'sacrifice' | 'search' | 'chosen' | 'exile';
  readonly player: PlayerId;
  /** How many they choose; null when the amount isn't known before it resolves (X, "for each"). */
  readonly count: number | null;
  readonly from: readonly ObjectId[];
  readonly label: string;
  readonly parent: number | null;
}

/**
 * A choice of a color, player or type answered by name (the engine's `choices`, in order): 614.12's "As ~ enters the
 * battlefield, choose …" of a permanent spell, answered as it enters, or a color a resolving effect asks (608.2d:
 * "gains protection from the color of your choice").
 */
export interface EnteringQuestion {
  readonly index: number;
  /** "Choose a color", "Choose a creature type", "Choose an opponent". */
  readonly label: string;
  /** The answers it takes: the value the engine reads and the words shown. */
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

/** A choice among known cards (608.2d), as the engine's preview asks it: which to take, or their order. */
export interface PickQuestion {
  readonly index: number;
  readonly kind: 'pick' | 'order';
  /** "Look at the top two cards of your library …: choose 1", "Order the cards put into the library". */
  readonly label: string;
  /** The cards it is about; for an order, as they are now (the first named goes topmost). */
  readonly from: readonly ObjectId[];
  readonly min: number;
  readonly max: number;
  /** What the engine takes without an answer. */
  readonly byDefault: readonly ObjectId[];
}

/**
 * 705, 706: one coin flip or die roll the resolution makes, in the order it makes them; answered with a result, or
 * left to the engine's seeded random.
 */
export interface ChanceQuestion {
  readonly index: number;
  readonly kind: 'flip' | 'roll';
  /** The die's faces; 2 for a coin. */
  readonly sides: number;
  /** "Coin flip (Ann calls it)", "Ann rolls a 6-sided die". */
  readonly label: string;
  readonly parent: number | null;
}

export interface ResolutionNeeds {
  /** The stack item that resolves. */
  readonly item: string;
  readonly name: string;
  readonly mays: readonly MayQuestion[];
  readonly cards: readonly CardQuestion[];
  readonly entering: readonly EnteringQuestion[];
  /** Coin flips and die rolls (705, 706), when it makes any. */
  readonly chance?: readonly ChanceQuestion[];
}

export interface ResolutionChoices {
  /** One per may question (default yes, as the engine's default). */
  readonly may: readonly boolean[];
  /** The cards picked, one list per card question. */
  readonly cards: readonly (readonly ObjectId[])[];
  /** One per entering question: the value chosen, '' for the engine's own choice. */
  readonly entering: readonly string[];
  /**
   * The answers to the pick questions so far, in the order asked (the engine's `picks`): the ones before a changed
   * one are kept as shown, the ones after it are asked again, since they may follow from it.
   */
  readonly picks: readonly (readonly ObjectId[])[];
  /** One per chance question: 'win' or 'lose' for a flip, the result ('4') for a roll, '' for the seeded random. */
  readonly chance?: readonly string[];
}

const sentence = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** A stack item's effects as printed: a spell's, a triggered or an activated ability's (a modal one's modes all). */
export function printedEffects(state: GameState, item: StackItem): readonly Effect[] {
  if (item.kind === 'spell') {
    const template = state.objects[item.card]?.template;
    return template ? spellEffects(template) : [];
  }
  if (item.trigger !== null) return triggeredAbilityOf(state, item)?.effects ?? [];
  const ability = stackAbility(state, item);
  return ability?.kind === 'activated' ? ability.effects : [];
}

/** The effects a stack item runs as it resolves: a modal one's chosen modes only (700.2c). */
export function itemEffects(state: GameState, item: StackItem): readonly Effect[] {
  return chosenEffects(printedEffects(state, item), item.modes ?? []);
}

/**
 * The players a discard or sacrifice subject names, as far as can be told before it resolves (else everyone).
 * `acting`: the player choosing under another player's "may" ("each player may …"), who "that player" is then.
 */
function playersOf(state: GameState, item: StackItem, subject: Subject, acting: PlayerId | null = null): PlayerId[] {
  const everyone = state.playerOrder.filter((p) => !state.players[p]?.lost);
  const source = item.kind === 'spell' ? item.card : item.source;
  const players = (ids: readonly string[]): PlayerId[] => ids.filter((id) => state.players[id] !== undefined);
  const controllers = (ids: readonly string[]): PlayerId[] =>
    ids.map((id) => state.objects[id]?.controller ?? id).filter((id) => state.players[id] !== undefined);
  switch (subject.kind) {
    case 'you':
      return [item.controller];
    case 'target': {
      const chosen = players(item.targets);
      return chosen.length > 0 ? chosen : everyone;
    }
    case 'thatPlayer': {
      const player = acting ?? (item.kind === 'ability' ? (item.trigger?.player ?? null) : null);
      return player !== null ? [player] : everyone;
    }
    case 'each': {
      const matched = players(allMatching(state, subject.description, { controller: item.controller, source }));
      return matched.length > 0 ? matched : everyone;
    }
    case 'controllerOf':
    case 'ownerOf': {
      const of = subject.of.kind === 'target' ? controllers(item.targets) : [];
      return of.length > 0 ? [...new Set(of)] : everyone;
    }
    default:
      return everyone;
  }
}

/** Null when the top of the stack asks nothing: then Resolve and Pass priority act at once. */
export function resolutionNeeds(state: GameState): ResolutionNeeds | null {
  const item = state.stack[state.stack.length - 1];
  if (!item) return null;
  const mays: MayQuestion[] = [];
  const cards: CardQuestion[] = [];
  const chance: ChanceQuestion[] = [];
  const named: EnteringQuestion[] = [];
  const nameOf = (id: string): string => state.players[id]?.name ?? id;
  const walk = (effects: readonly Effect[], parent: number | null, acting: PlayerId | null = null): void => {
    for (const effect of effects) {
      // "Return a land you control to its owner's hand": the controller chooses as it resolves (608.2d).
      for (const chosen of chosenSubjectsOf(effect)) {
        const viewpoint = { controller: item.controller, source: item.kind === 'spell' ? item.card : item.source };
        const from = choosable(state, chosen.description, viewpoint);
        cards.push({
          index: cards.length,
          kind: 'chosen',
          player: item.controller,
          count: Math.min(chosen.count, from.length),
          from,
          label: `${nameOf(item.controller)} chooses ${describeSubject(chosen)}`,
          parent,
        });
      }
      // 608.2d: "Choose a color." as it resolves; "the chosen color" after it is that one.
      if (effect.kind === 'chooseColor') {
        named.push({ index: named.length, label: 'Choose a color', options: COLOR_OPTIONS });
      }
      // 608.2d: a color or a keyword "of your choice" is chosen as the effect begins, in the order written.
      for (const m of effect.kind === 'modify' ? effect.modifications : []) {
        if (m.kind === 'protection' && m.ofChoice) {
          named.push({
            index: named.length,
            label: `${sentence(describeEffect(effect))}: choose a color`,
            options: COLOR_OPTIONS,
          });
        } else if ((m.kind === 'addKeywords' || m.kind === 'removeKeywords') && m.oneOf) {
          named.push({
            index: named.length,
            label: `${sentence(describeEffect(effect))}: choose one`,
            options: asOptions(m.keywords),
          });
        }
      }
      if (effect.kind === 'clash') {
        // 701.23c: each clashing player with a card to reveal decides, in APNAP order, where it goes.
        for (const player of clashingPlayers(state, item.controller)) {
          const top = state.players[player]?.zones.library.at(-1);
          if (top === undefined) continue;
          const card = state.objects[top]?.template.name ?? top;
          named.push({
            index: named.length,
            label: `Clash: ${nameOf(player)} reveals ${card}`,
            options: CLASH_OPTIONS,
          });
        }
      }
      if (effect.kind === 'vote') {
        // 701.32a: each player votes in turn, starting with the controller.
        for (const player of votersFrom(state, item.controller)) {
          named.push({ index: named.length, label: `${nameOf(player)} votes`, options: asOptions(effect.options) });
        }
      }
      if (effect.kind === 'explore') {
        // 701.40a: a nonland card revealed may go to the graveyard; one answer per exploration, whatever is revealed.
        named.push({
          index: named.length,
          label: `${sentence(describeEffect(effect))}: a nonland card revealed goes`,
          options: EXPLORE_OPTIONS,
        });
      }
      if (effect.kind === 'tapOrUntap') {
        // 701.21: tapping or untapping is chosen as it resolves (the engine's default turns it over).
        named.push({ index: named.length, label: sentence(describeEffect(effect)), options: TAP_OPTIONS });
      }
      if (effect.kind === 'optional' && effect.by) {
        // 608.2d, 101.4: each player it names answers in APNAP order, and acts as "that player" if they do.
        const players = choosersInTurnOrder(state, playersOf(state, item, effect.by, acting));
        // The chooser is "that player" while they act: the question names them instead.
        const what = effect.effects.map((e) => describeEffect(e).replace(/^that player: /, '')).join('; ');
        for (const player of players) {
          const index = mays.length;
          const first = effect.anyOne && player !== players[0] ? ' (if no one before did)' : '';
          mays.push({ index, label: `${nameOf(player)} may: ${what}?${first}`, parent });
          walk(effect.effects, index, player);
        }
        walk(effect.ifYouDo, parent, acting);
        walk(effect.ifYouDont ?? [], parent, acting);
      } else if (effect.kind === 'optional') {
        const index = mays.length;
        mays.push({ index, label: sentence(describeEffect(effect)), parent });
        walk(effect.effects, index, acting);
        walk(effect.ifYouDo, index, acting);
      } else if (effect.kind === 'unless') {
        // 118.12: the payer's choice is the next "may" answer (yes: they pay, and the effects don't happen).
        const index = mays.length;
        // 702.24a: cumulative upkeep pays its cost once for each age counter.
        const times = effect.times?.kind === 'counters' ? ` for each ${effect.times.counter} counter` : '';
        const costs = effect.costs.map(describeAbilityCost).join(', ') + times;
        mays.push({ index, label: sentence(`${describeSubject(effect.payer)} pays ${costs}?`), parent });
        walk(effect.effects, parent, acting);
      } else if (effect.kind === 'discard' && !effect.random && !effect.what) {
        // ("That player discards that card." names its card: nothing to choose.)
        const count = effect.amount.kind === 'fixed' ? effect.amount.value : null;
        for (const player of playersOf(state, item, effect.who, acting)) {
          const from = state.players[player]?.zones.hand ?? [];
          const what = count === null ? 'cards' : `${count} card${count === 1 ? '' : 's'}`;
          cards.push({
            index: cards.length,
            kind: 'discard',
            player,
            count,
            from,
            label: `${nameOf(player)} discards ${what}`,
            parent,
          });
        }
      } else if (effect.kind === 'search') {
        // 701.19a: each player searches their own library; the answers name the cards found (701.19b).
        const n = effect.amount.kind === 'fixed' ? effect.amount.value : null;
        const viewpoint = { controller: item.controller, source: item.kind === 'spell' ? item.card : item.source };
        for (const player of playersOf(state, item, effect.who, acting)) {
          const matching = new Set(allMatching(state, effect.what, viewpoint));
          const library = (state.players[player]?.zones.library ?? []).filter((id) => matching.has(id)).reverse();
          // "your library and/or graveyard" (701.19a): the graveyard's cards may be found too.
          const graveyard = effect.alsoGraveyard ? (state.players[player]?.zones.graveyard ?? []) : [];
          const from = [...library, ...graveyard.filter((id) => matching.has(id))];
          cards.push({
            index: cards.length,
            kind: 'search',
            player,
            count: n === null ? null : Math.min(n, from.length),
            from,
            label: `${nameOf(player)}: ${describeEffect({ ...effect, who: { kind: 'you' } })}`,
            parent,
          });
        }
      } else if (effect.kind === 'flipCoin' || effect.kind === 'rollDie') {
        // 705.2: in a two-player game the flipping player calls the flip; 706.2: the die's result.
        for (const player of playersOf(state, item, effect.who, acting)) {
          const flip = effect.kind === 'flipCoin';
          chance.push({
            index: chance.length,
            kind: flip ? 'flip' : 'roll',
            sides: flip ? 2 : effect.sides,
            label: flip
              ? `Coin flip (${nameOf(player)} calls it)`
              : `${nameOf(player)} rolls a ${effect.sides}-sided die`,
            parent,
          });
        }
      } else if (effect.kind === 'exileCards' && !effect.random) {
        // 406.3: each player named chooses the cards they exile from their own hand or graveyard.
        const count = effect.amount.kind === 'fixed' ? effect.amount.value : null;
        for (const player of playersOf(state, item, effect.who, acting)) {
          const zone = state.players[player]?.zones[effect.from] ?? [];
          const matching = new Set(allMatching(state, effect.what, { controller: player, source: null }));
          cards.push({
            index: cards.length,
            kind: 'exile',
            player,
            count,
            from: zone.filter((id) => matching.has(id)),
            label: `${nameOf(player)}: ${describeEffect({ ...effect, who: { kind: 'you' } })}`,
            parent,
          });
        }
      } else if (effect.kind === 'sacrifice' && effect.what === null) {
        const count = effect.amount.kind === 'fixed' ? effect.amount.value : null;
        for (const player of playersOf(state, item, effect.who, acting)) {
          const battlefield = state.players[player]?.zones.battlefield ?? [];
          const matching = effect.chosen
            ? new Set(allMatching(state, effect.chosen, { controller: player, source: null }))
            : null;
          const from = battlefield.filter((id) => !matching || matching.has(id));
          cards.push({
            index: cards.length,
            kind: 'sacrifice',
            player,
            count,
            from,
            label: `${nameOf(player)}: ${describeEffect({ ...effect, who: { kind: 'you' } })}`,
            parent,
          });
        }
      }
    }
  };
  walk(itemEffects(state, item), null);
  // 614.12: a permanent spell's "As ~ enters …, you may pay …" and "You may have ~ enter the battlefield with …"
  // (unleash 702.98a, riot 702.136a), asked as it enters, after its effects' (the engine reads the next `may` answers).
  for (const label of enteringMays(state, item)) mays.push({ index: mays.length, label, parent: null });
  // 702.82a: "Devour N": the creatures sacrificed as it enters, any number of them (the engine's next `cards`).
  const devouring = devourQuestions(state, item, cards.length);
  cards.push(...devouring);
  // What the effects ask by name comes before any entering choice (a permanent spell's effects don't run as it
  // resolves).
  const entering = [...named, ...enteringQuestions(state, item).map((q) => ({ ...q, index: q.index + named.length }))];
  const trivial = mays.length === 0 && cards.every((q) => q.from.length <= (q.count ?? Infinity));
  if (
    trivial &&
    devouring.length === 0 &&
    entering.length === 0 &&
    chance.length === 0 &&
    previewPicks(state).length === 0
  )
    return null;
  const name =
    item.kind === 'spell'
      ? (state.objects[item.card]?.template.name ?? item.card)
      : `${state.objects[item.source]?.template.name ?? item.source}: ${item.text}`;
  return { item: item.id, name, mays, cards, entering, ...(chance.length > 0 ? { chance } : {}) };
}

const COLOR_OPTIONS = Object.values(COLOR_NAMES).map((name) => ({ value: name.toLowerCase(), label: name }));
const TAP_OPTIONS = [
  { value: 'tap', label: 'Tap' },
  { value: 'untap', label: 'Untap' },
];
const CLASH_OPTIONS = [
  { value: 'top', label: 'Keep on top' },
  { value: 'bottom', label: 'Put on the bottom' },
];
const EXPLORE_OPTIONS = [
  { value: 'top', label: 'Back on top' },
  { value: 'graveyard', label: 'Into the graveyard' },
];
const BASIC_LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];
const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * 614.12: a permanent spell's optional entering replacements, one yes/no each in the order the engine reads them:
 * every "As ~ enters …, you may pay …" first (rules/replacement/as-enters-pay.ts), then each optional "enter with …"
 * (unleash, riot, tribute: rules/replacement/entering.ts), each in the order printed.
 */
function enteringMays(state: GameState, item: StackItem): string[] {
  if (item.kind !== 'spell') return [];
  const abilities = state.objects[item.card]?.template.abilities ?? [];
  const out: string[] = [];
  for (const ability of abilities) {
    if (ability.kind === 'static' && ability.effect.kind === 'asEntersPay') {
      out.push(sentence(describeStaticEffect(ability.effect)));
    }
  }
  for (const ability of abilities) {
    if (ability.kind === 'static' && ability.effect.kind === 'entersWith' && ability.effect.optional) {
      if (ability.effect.tribute) {
        // 702.104a: the opponent decides (the engine's games have two players: the other one).
        const opponent = state.playerOrder.find((p) => p !== item.controller && !state.players[p]?.lost);
        const name = opponent === undefined ? 'An opponent' : (state.players[opponent]?.name ?? opponent);
        const counters = ability.effect.counters.map((c) => `${describeAmount(c.amount)} ${c.counter} counter(s)`);
        out.push(`Tribute: ${name} may put ${counters.join(' and ')} on it as it enters`);
        continue;
      }
      out.push(sentence(describeStaticEffect(ability.effect)));
    }
  }
  return out;
}

/** 702.82a: a permanent spell's "Devour N", one question each: any number of creatures its controller controls. */
function devourQuestions(state: GameState, item: StackItem, first: number): CardQuestion[] {
  if (item.kind !== 'spell') return [];
  const out: CardQuestion[] = [];
  for (const ability of state.objects[item.card]?.template.abilities ?? []) {
    if (ability.kind !== 'static' || ability.effect.kind !== 'devour') continue;
    const from = allMatching(
      state,
      { nouns: ['creature'], qualities: [{ kind: 'controller', who: 'you' }] },
      { controller: item.controller, source: item.card },
    );
    if (from.length === 0) continue;
    out.push({
      index: first + out.length,
      kind: 'sacrifice',
      player: item.controller,
      count: null,
      from,
      label: `As it enters, sacrifice any number of creatures (devour ${ability.effect.times})`,
      parent: null,
    });
  }
  return out;
}

/** 614.12: what a resolving permanent spell asks as it enters, one question per "As ~ enters …, choose …". */
function enteringQuestions(state: GameState, item: StackItem): EnteringQuestion[] {
  if (item.kind !== 'spell') return [];
  const abilities = state.objects[item.card]?.template.abilities ?? [];
  const out: EnteringQuestion[] = [];
  for (const ability of abilities) {
    if (ability.kind !== 'static' || ability.effect.kind !== 'asEntersChoose') continue;
    const { choice, except, among } = ability.effect;
    const players = state.playerOrder.filter(
      (p) => !state.players[p]?.lost && (choice === 'player' || p !== item.controller),
    );
    const options =
      choice === 'color'
        ? COLOR_OPTIONS.filter((o) => except === null || o.label !== COLOR_NAMES[except])
        : choice === 'creatureType'
          ? asOptions(SUBTYPES_BY_TYPE.creature)
          : choice === 'basicLandType'
            ? asOptions(BASIC_LAND_TYPES)
            : choice === 'cardType'
              ? (among ?? CARD_TYPE_NAMES).map((t) => ({ value: t, label: t }))
              : players.map((p) => ({ value: p, label: state.players[p]?.name ?? p }));
    const what = {
      color: 'a color',
      creatureType: 'a creature type',
      basicLandType: 'a basic land type',
      cardType: 'a card type',
    } as const;
    const label = `As it enters, choose ${choice === 'opponent' ? 'an opponent' : choice === 'player' ? 'a player' : what[choice]}`;
    out.push({ index: out.length, label, options });
  }
  // "enters the battlefield with your choice of a flying counter or a reach counter on it", answered after those.
  for (const ability of abilities) {
    if (ability.kind !== 'static' || ability.effect.kind !== 'entersWith' || !ability.effect.oneOf) continue;
    const options = ability.effect.counters.map((c) => ({ value: c.counter, label: `${c.counter} counter` }));
    out.push({ index: out.length, label: 'As it enters, choose a counter', options });
  }
  return out;
}

export function defaultChoices(needs: ResolutionNeeds): ResolutionChoices {
  return {
    may: needs.mays.map(() => true),
    cards: needs.cards.map(() => []),
    entering: needs.entering.map(() => ''),
    picks: [],
    ...(needs.chance ? { chance: needs.chance.map(() => '') } : {}),
  };
}

/**
 * The choices among known cards the resolution asks with these answers (the engine's own preview, so the cards are
 * exactly those it will show: the top of a library, the fitting cards of a revealed hand), labelled for the prompt.
 */
export function pickQuestions(state: GameState, needs: ResolutionNeeds, choices: ResolutionChoices): PickQuestion[] {
  return previewPicks(state, answersOf(needs, choices)).map((q, index) => pickQuestion(q, index));
}

function pickQuestion(q: PicksQuestion, index: number): PickQuestion {
  const about = q.effect ? `${sentence(describeEffect(q.effect))}: ` : '';
  if (q.kind === 'order') {
    return {
      index,
      kind: 'order',
      label: `${about}the order of the cards put into the library (the first goes topmost)`,
      from: q.cards,
      min: q.cards.length,
      max: q.cards.length,
      byDefault: q.cards,
    };
  }
  const how = q.min === q.max ? `${q.max}` : q.min === 0 ? `up to ${q.max}` : `${q.min} to ${q.max}`;
  // 701.27a: proliferate chooses permanents and players, any number of them.
  // 707.10c: a copy's target, one question per target: the first choice is the current one (kept by default).
  const label =
    q.effect?.kind === 'proliferate'
      ? 'Proliferate: choose the permanents and players that get another counter of each kind they have'
      : q.effect?.kind === 'copySpell'
        ? `${about}the copy's target (the first is its current one: keep it or choose a new one)`
        : `${about}choose ${how} card${q.max === 1 ? '' : 's'}`;
  return {
    index,
    kind: 'pick',
    label,
    from: q.from,
    min: q.min,
    max: q.max,
    byDefault: q.byDefault,
  };
}

/** What a pick question shows as chosen: the answer given, else what the engine takes by default. */
export function pickedFor(question: PickQuestion, choices: ResolutionChoices): readonly ObjectId[] {
  return choices.picks[question.index] ?? question.byDefault;
}

/** The choices with one pick question answered: the earlier ones kept as shown, the later ones asked again. */
export function withPick(
  questions: readonly PickQuestion[],
  choices: ResolutionChoices,
  index: number,
  picked: readonly ObjectId[],
): ResolutionChoices {
  const before = questions.slice(0, index).map((q) => pickedFor(q, choices));
  return { ...choices, picks: [...before, picked] };
}

/** Whether every pick question shown has an answer the engine takes (at least `min` cards). */
export function picksComplete(questions: readonly PickQuestion[], choices: ResolutionChoices): boolean {
  return questions.every((q) => pickedFor(q, choices).length >= q.min);
}

/** Whether the resolution reaches a question: every "you may" it is inside was answered yes. */
export function reached(needs: ResolutionNeeds, choices: ResolutionChoices, parent: number | null): boolean {
  for (let p = parent; p !== null; p = needs.mays[p]?.parent ?? null) if (choices.may[p] === false) return false;
  return true;
}

/** How many cards a question needs picked: all it asks for, or every card there is when fewer. */
export function wanted(question: CardQuestion): number | null {
  return question.count === null ? null : Math.min(question.count, question.from.length);
}

/** Whether every reached card question has its cards (the engine takes them in order, so counts must match). */
export function choicesComplete(needs: ResolutionNeeds, choices: ResolutionChoices): boolean {
  return needs.cards.every((q) => {
    const n = wanted(q);
    return n === null || !reached(needs, choices, q.parent) || (choices.cards[q.index]?.length ?? 0) === n;
  });
}

/** The engine's answers: "you may" answers in the order it asks them (skipping the ones a "no" skips), then cards. */
export function answersOf(needs: ResolutionNeeds, choices: ResolutionChoices): Answers {
  const may = needs.mays.filter((q) => reached(needs, choices, q.parent)).map((q) => choices.may[q.index] ?? true);
  const cards = needs.cards
    .filter((q) => reached(needs, choices, q.parent))
    .flatMap((q) => choices.cards[q.index] ?? []);
  // Entering answers are positional: keep them up to the last one given; one left to the engine before it is a word
  // that names nothing it could choose, so the engine chooses (614.12, as-enters.ts).
  const last = choices.entering.reduce((n, value, i) => (value === '' ? n : i + 1), 0);
  const entering = choices.entering.slice(0, last).map((value) => (value === '' ? 'default' : value));
  const { flips, rolls } = chanceAnswers(needs, choices);
  return {
    ...(flips.length > 0 ? { flips } : {}),
    ...(rolls.length > 0 ? { rolls } : {}),
    ...(may.length > 0 ? { may } : {}),
    ...(cards.length > 0 ? { cards } : {}),
    ...(choices.picks.length > 0 ? { picks: choices.picks } : {}),
    ...(entering.length > 0 ? { choices: entering } : {}),
  };
}

/**
 * 705, 706: the flips and rolls answered, in the order the engine makes them. The engine reads them by position, so
 * each list stops at the first one left to the seeded random (the ones after it are then random too).
 */
function chanceAnswers(needs: ResolutionNeeds, choices: ResolutionChoices): { flips: boolean[]; rolls: number[] } {
  const asked = (needs.chance ?? []).filter((q) => reached(needs, choices, q.parent));
  const given = (kind: ChanceQuestion['kind']): string[] => {
    const values = asked.filter((q) => q.kind === kind).map((q) => choices.chance?.[q.index] ?? '');
    const stop = values.indexOf('');
    return stop < 0 ? values : values.slice(0, stop);
  };
  return { flips: given('flip').map((v) => v === 'win'), rolls: given('roll').map(Number) };
}

/** Whether `player` passing priority now makes the top of the stack resolve (every other player passed, 405.5). */
export function passResolves(state: GameState, player: PlayerId): boolean {
  if (state.stack.length === 0) return false;
  const passes = [...state.turn.passes, player];
  return state.playerOrder.filter((p) => !state.players[p]?.lost).every((p) => passes.includes(p));
}

/** The subjects of an effect chosen as it resolves ("a land you control"), in the order its fields name them. */
function chosenSubjectsOf(effect: Effect): Extract<Subject, { kind: 'chosen' }>[] {
  const out: Extract<Subject, { kind: 'chosen' }>[] = [];
  for (const value of Object.values(effect) as unknown[]) {
    if (typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'chosen') {
      out.push(value as Extract<Subject, { kind: 'chosen' }>);
    }
  }
  return out;
}
