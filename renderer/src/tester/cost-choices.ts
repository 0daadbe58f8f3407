import {
  choosingCostCandidates,
  describeAbilityCost,
  isChoosingCost,
  powerOf,
  type ChoosingCost,
  type Cost,
  type GameState,
  type ObjectId,
  type PlayerId,
} from './engine.js';

/**
 * The questions for an ability's costs that choose (the engine's ChoosingCost: "Sacrifice a creature", "Discard a
 * card", "Reveal a Dragon card from your hand", crew's "Tap any number of other untapped creatures you control with
 * total power N or greater", …). The tester asks which objects pay them, offering only the ones the engine says could
 * (it still checks and refuses others with its reason), and passes them as `costChoices` in cost order.
 * Pure: unit-tested in node.
 */
export interface CostQuestion {
  /** Position among the ability's choosing costs, in the order they are written. */
  readonly index: number;
  readonly kind: ChoosingCost['kind'];
  /** "Sacrifice", "Discard", "Tap", "Exile": the verb of each candidate's checkbox. */
  readonly verb: string;
  /** "Sacrifice a creature", from the engine's description of the cost. */
  readonly label: string;
  /** How many to choose; 'x' when the cost's amount is X (as announced). */
  readonly count: number | 'x';
  /** The objects that could pay it now, oldest first. */
  readonly from: readonly ObjectId[];
  /**
   * 702.122a (crew): any number of `from` may be chosen, their total power at least this; `powers` gives each one's.
   * Absent for the costs of a fixed count.
   */
  readonly power?: number;
  readonly powers?: Readonly<Record<ObjectId, number>>;
}

const VERBS: Readonly<Record<ChoosingCost['kind'], string>> = {
  sacrifice: 'Sacrifice',
  discard: 'Discard',
  tapUntapped: 'Tap',
  exileFromGraveyard: 'Exile',
  exileFromHand: 'Exile',
  returnToHand: 'Return',
  revealFromHand: 'Reveal',
  tapTotalPower: 'Tap',
};

/** "sacrifice 1 land" → "Sacrifice a land". */
const sentence = (text: string): string => {
  const one = text.replace(
    /^(\w+) 1 (\w)/,
    (_, verb: string, next: string) => `${verb} ${/[aeiou]/i.test(next) ? 'an' : 'a'} ${next}`,
  );
  return one.charAt(0).toUpperCase() + one.slice(1);
};

/** One question per cost that chooses (a random discard chooses nothing), in the order the costs are written. */
export function costQuestions(
  state: GameState,
  costs: readonly Cost[],
  player: PlayerId,
  source: ObjectId,
): CostQuestion[] {
  return costs.filter(isChoosingCost).map((cost, index) => {
    const from = choosingCostCandidates(state, cost, player, source);
    const question = {
      index,
      kind: cost.kind,
      verb: VERBS[cost.kind],
      label: sentence(describeAbilityCost(cost)),
      from,
    };
    if (cost.kind !== 'tapTotalPower') {
      return { ...question, count: cost.amount.kind === 'fixed' ? cost.amount.value : ('x' as const) };
    }
    // 702.122a: any number of them, as long as their power adds up.
    const powers: Record<ObjectId, number> = {};
    for (const id of from) {
      const object = state.objects[id];
      powers[id] = object ? Math.max(0, powerOf(object, state)) : 0;
    }
    return { ...question, count: from.length, power: cost.power, powers };
  });
}

/** How many objects a question needs: its amount (X as chosen), or every candidate there is when fewer. */
export function costWanted(q: CostQuestion, x: number): number {
  return Math.min(q.count === 'x' ? x : q.count, q.from.length);
}

/** Whether every question has its objects; the engine takes the choices in order, so each count must match. */
export function costsComplete(questions: readonly CostQuestion[], picked: readonly (readonly ObjectId[])[], x: number) {
  return questions.every((q) => {
    const chosen = picked[q.index] ?? [];
    if (q.power !== undefined) return chosen.reduce((sum, id) => sum + (q.powers?.[id] ?? 0), 0) >= q.power;
    return chosen.length === costWanted(q, x);
  });
}

/** Ticks or unticks one candidate of one question; an object already chosen for another cost isn't offered twice. */
export function toggleCost(
  picked: readonly (readonly ObjectId[])[],
  question: number,
  id: ObjectId,
  on: boolean,
): ObjectId[][] {
  const lists = picked.map((l) => [...l]);
  while (lists.length <= question) lists.push([]);
  const current = lists[question] ?? [];
  lists[question] = on ? [...current.filter((c) => c !== id), id] : current.filter((c) => c !== id);
  return lists;
}

/** The engine's `costChoices`: every question's objects, in cost order. */
export const costChoicesOf = (picked: readonly (readonly ObjectId[])[]): ObjectId[] => picked.flat();
