import {
  allMatching,
  chosenEffects,
  describeAbilityCost,
  describeEffect,
  describeSubject,
  spellEffects,
  triggeredAbilityOf,
  type Answers,
  type Effect,
  type GameState,
  type ObjectId,
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

/** Cards one player chooses from their hand (discard) or among their permanents (sacrifice). */
export interface CardQuestion {
  readonly index: number;
  readonly kind: 'discard' | 'sacrifice';
  readonly player: PlayerId;
  /** How many they choose; null when the amount isn't known before it resolves (X, "for each"). */
  readonly count: number | null;
  readonly from: readonly ObjectId[];
  readonly label: string;
  readonly parent: number | null;
}

export interface ResolutionNeeds {
  /** The stack item that resolves. */
  readonly item: string;
  readonly name: string;
  readonly mays: readonly MayQuestion[];
  readonly cards: readonly CardQuestion[];
}

export interface ResolutionChoices {
  /** One per may question (default yes, as the engine's default). */
  readonly may: readonly boolean[];
  /** The cards picked, one list per card question. */
  readonly cards: readonly (readonly ObjectId[])[];
}

const sentence = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** A stack item's effects as printed: a spell's, a triggered or an activated ability's (a modal one's modes all). */
export function printedEffects(state: GameState, item: StackItem): readonly Effect[] {
  if (item.kind === 'spell') {
    const template = state.objects[item.card]?.template;
    return template ? spellEffects(template) : [];
  }
  if (item.trigger !== null) return triggeredAbilityOf(state, item)?.effects ?? [];
  const ability = state.objects[item.source]?.template.abilities[item.ability];
  return ability?.kind === 'activated' ? ability.effects : [];
}

/** The effects a stack item runs as it resolves: a modal one's chosen modes only (700.2c). */
export function itemEffects(state: GameState, item: StackItem): readonly Effect[] {
  return chosenEffects(printedEffects(state, item), item.modes ?? []);
}

/** The players a discard or sacrifice subject names, as far as can be told before it resolves (else everyone). */
function playersOf(state: GameState, item: StackItem, subject: Subject): PlayerId[] {
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
      const player = item.kind === 'ability' ? (item.trigger?.player ?? null) : null;
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
  const nameOf = (id: string): string => state.players[id]?.name ?? id;
  const walk = (effects: readonly Effect[], parent: number | null): void => {
    for (const effect of effects) {
      if (effect.kind === 'optional') {
        const index = mays.length;
        mays.push({ index, label: sentence(describeEffect(effect)), parent });
        walk(effect.effects, index);
        walk(effect.ifYouDo, index);
      } else if (effect.kind === 'unless') {
        // 118.12: the payer's choice is the next "may" answer (yes: they pay, and the effects don't happen).
        const index = mays.length;
        const costs = effect.costs.map(describeAbilityCost).join(', ');
        mays.push({ index, label: sentence(`${describeSubject(effect.payer)} pays ${costs}?`), parent });
        walk(effect.effects, parent);
      } else if (effect.kind === 'discard' && !effect.random) {
        const count = effect.amount.kind === 'fixed' ? effect.amount.value : null;
        for (const player of playersOf(state, item, effect.who)) {
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
      } else if (effect.kind === 'sacrifice' && effect.what === null) {
        const count = effect.amount.kind === 'fixed' ? effect.amount.value : null;
        for (const player of playersOf(state, item, effect.who)) {
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
  if (mays.length === 0 && cards.every((q) => q.from.length <= (q.count ?? Infinity))) return null;
  const name =
    item.kind === 'spell'
      ? (state.objects[item.card]?.template.name ?? item.card)
      : `${state.objects[item.source]?.template.name ?? item.source}: ${item.text}`;
  return { item: item.id, name, mays, cards };
}

export function defaultChoices(needs: ResolutionNeeds): ResolutionChoices {
  return { may: needs.mays.map(() => true), cards: needs.cards.map(() => []) };
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
  return { ...(may.length > 0 ? { may } : {}), ...(cards.length > 0 ? { cards } : {}) };
}

/** Whether `player` passing priority now makes the top of the stack resolve (every other player passed, 405.5). */
export function passResolves(state: GameState, player: PlayerId): boolean {
  if (state.stack.length === 0) return false;
  const passes = [...state.turn.passes, player];
  return state.playerOrder.filter((p) => !state.players[p]?.lost).every((p) => passes.includes(p));
}
