import type { Amount, Effect, Subject } from '../../templates/card-template.js';
import { chosenEffects } from '../../templates/modes.js';
import { targetsOf } from '../../templates/subjects.js';
import { chosenCounts } from '../targets/choose.js';
import { dividedAmounts } from '../targets/division.js';
import type { Answers } from '../actions/types.js';
import type { Transaction } from '../state/transaction.js';
import type { LastKnown, ObjectId, PlayerId, TriggerContext } from '../state/types.js';
import { evaluateAmount } from './amounts.js';
import { executeEffect } from './registry.js';
import { resolveSubject, type Mentions } from './subjects.js';
import { flipCoin, rollDie } from '../ops/chance.js';
import { chooseColor } from '../ops/choose-color.js';
import type { ChanceResults, EffectContext, PicksQuestion } from './types.js';

export interface Resolution {
  readonly source: ObjectId;
  readonly controller: PlayerId;
  readonly x: number;
  readonly choice: number;
  /** One entry per target slot; null where the target is no longer legal (608.2b) or an "up to" slot is empty. */
  readonly targets: readonly (string | null)[];
  /** How many of `targets` each target subject took, when not the default split (targets/choose.ts). */
  readonly targetCounts?: readonly number[];
  /** 601.2d: the shares of divided amounts, one per target of each dividing subject (targets/division.ts). */
  readonly division?: readonly number[];
  /** For a triggered ability, what its event was about (603.7c). */
  readonly trigger?: TriggerContext | null;
  /** What its costs sacrificed, as they last were on the battlefield (608.2h). */
  readonly sacrificed?: readonly LastKnown[];
  /** Choices made as it resolves (608.2d); defaults where missing. */
  readonly answers?: Answers;
  /** The modes chosen for a modal spell or ability (700.2), 0-based; only they run, and only their targets count. */
  readonly modes?: readonly number[];
  /** For an ability on the stack, the state's id counter when it was put there (701.28f); absent otherwise. */
  readonly stackedAt?: number;
  /** Told of every choice among known cards as it is asked (a preview for the rules tester, preview.ts). */
  readonly asked?: (question: PicksQuestion) => void;
}

/**
 * Runs effects in order (608.2c). Each target subject owns the next targets, as many as it took, in text order (601.2c);
 * subjects are resolved as each effect runs, so "each creature" sees the board as it is then.
 */
export function runEffects(tx: Transaction, effects: readonly Effect[], r: Resolution): void {
  effectContext(tx, effects, r).run(effects);
}

/** The context the effects of one resolution share (their targets, mentions and answers). */
export function effectContext(tx: Transaction, effects: readonly Effect[], r: Resolution): EffectContext {
  const slots = new Map<Subject, readonly (string | null)[]>();
  let next = 0;
  const modes = r.modes ?? [];
  // 700.2c: the target slots are those of the chosen modes (the modal effect runs them, modal.ts).
  const chosen = chosenEffects(effects, modes);
  const counts = chosenCounts(
    chosen,
    { targets: r.targets.map((t) => t ?? ''), ...(r.targetCounts ? { targetCounts: r.targetCounts } : {}) },
    r.x,
  );
  targetsOf(chosen).forEach((target, i) => {
    const count = counts[i] ?? 0;
    slots.set(target, r.targets.slice(next, next + count));
    next += count;
  });
  // 601.2d: each target's share of a divided amount, as announced; an illegal target's share is lost (608.2b).
  const shares = new Map<Subject, Map<string, number>>();
  let share = 0;
  for (const d of dividedAmounts(chosen)) {
    const ids = slots.get(d.subject) ?? [];
    const of = new Map<string, number>();
    ids.forEach((id, i) => {
      const value = r.division?.[share + i];
      if (id !== null && value !== undefined) of.set(id, value);
    });
    share += ids.length;
    shares.set(d.subject, of);
  }
  let mentioned: Mentions = { object: null, player: null };
  const chosenObjects = new Map<Subject, readonly string[]>();
  let mays = 0;
  let cardAnswers = 0;
  let picks = 0;
  let flips = 0;
  let namedAnswers = 0;
  let rolls = 0;
  let chance: ChanceResults = { flipWon: null, rolled: null, clashWon: null, lifeLost: 0, discarded: {} };
  // The effect running now, for `asked`.
  let current: Effect | null = null;
  const ctx: EffectContext = {
    tx,
    source: r.source,
    controller: r.controller,
    x: r.x,
    choice: r.choice,
    modes,
    trigger: r.trigger ?? null,
    sacrificed: r.sacrificed ?? [],
    stackedAt: r.stackedAt ?? null,
    resolve(subject) {
      // A chosen subject is chosen once (608.2d), however often an effect asks what it names.
      const known = subject.kind === 'chosen' ? chosenObjects.get(subject) : undefined;
      if (known) return known;
      const ids = resolveSubject(ctx, subject, slots, mentioned);
      if (subject.kind === 'chosen') {
        chosenObjects.set(subject, ids);
        for (const id of ids) ctx.mention(id);
      }
      // A target is named by the text itself, so a later "it" / "that player" means it even if nothing was done
      // to it ("target player discards a card; that player loses 1 life").
      if (subject.kind === 'target') {
        for (const id of ids) ctx.mention(id);
        // Several targets of one subject are "those creatures" / "them" together ("Untap those creatures").
        const objects = ids.filter((id) => !tx.state.players[id]);
        if (objects.length > 1) mentioned = { ...mentioned, group: objects };
      }
      // "Untap target creature and each other creature that shares a color with it. Those creatures get +2/+0": the
      // object compared with and the others like it are named together (608.2c).
      if (
        subject.kind === 'each' &&
        mentioned.object !== null &&
        subject.description.qualities.some((q) => q.kind === 'shares' && q.with === 'it')
      ) {
        const named = mentioned.object;
        const objects = [named, ...ids.filter((id) => id !== named && !tx.state.players[id])];
        if (objects.length > 1) mentioned = { ...mentioned, group: objects };
      }
      // Likewise "that spell or ability" ("counter that spell or ability unless its controller pays {2}").
      if (subject.kind === 'thatSpell') for (const id of ids) ctx.mention(id);
      return ids;
    },
    amount: (amount: Amount) => evaluateAmount(ctx, amount),
    share: (subject, id) => shares.get(subject)?.get(id) ?? 0,
    mention(id) {
      if (tx.state.players[id]) {
        mentioned = { ...mentioned, player: id };
      } else {
        // Naming again one of the targets named together ("exile them, then return those cards") keeps the group.
        const group = mentioned.group?.includes(id) ? { group: mentioned.group } : {};
        mentioned = { player: mentioned.player, object: id, noObject: false, ...group };
      }
    },
    mentionGroup(ids) {
      const last = ids[ids.length - 1];
      if (last === undefined) return;
      if (ids.length === 1) ctx.mention(last);
      else mentioned = { player: mentioned.player, object: last, noObject: false, group: [...ids] };
    },
    mentionNothing() {
      mentioned = { player: mentioned.player, object: null, noObject: true };
    },
    nextMay() {
      const answer = r.answers?.may?.[mays];
      mays++;
      return answer ?? true;
    },
    chooseCards(_player, from, count) {
      const chosen: ObjectId[] = [];
      for (; cardAnswers < (r.answers?.cards?.length ?? 0) && chosen.length < count; cardAnswers++) {
        const id = r.answers?.cards?.[cardAnswers] as ObjectId;
        if (from.includes(id) && !chosen.includes(id)) chosen.push(id);
      }
      // Default: the newest cards first, so a scenario without answers stays deterministic.
      for (let i = from.length - 1; i >= 0 && chosen.length < count; i--) {
        const id = from[i] as ObjectId;
        if (!chosen.includes(id)) chosen.push(id);
      }
      return chosen;
    },
    pickCards(from, min, max, byDefault) {
      const fallback = from.slice(0, Math.min(byDefault, max));
      r.asked?.({ kind: 'pick', effect: current, from, min, max, byDefault: fallback });
      const answer = r.answers?.picks?.[picks];
      picks++;
      const chosen = answer ? [...new Set(answer)].filter((id) => from.includes(id)).slice(0, max) : null;
      return chosen && chosen.length >= min ? chosen : fallback;
    },
    nextChoice() {
      const answer = r.answers?.choices?.[namedAnswers];
      namedAnswers++;
      return answer;
    },
    chooseColor(player) {
      return chooseColor(tx.state, player, ctx.nextChoice());
    },
    orderCards(cards) {
      r.asked?.({ kind: 'order', effect: current, cards });
      const answer = r.answers?.picks?.[picks];
      picks++;
      const first = [...new Set(answer ?? [])].filter((id) => cards.includes(id));
      return [...first, ...cards.filter((id) => !first.includes(id))];
    },
    flipCoin(player) {
      const won = flipCoin(tx, player, r.source, r.answers?.flips?.[flips]);
      flips++;
      chance = { ...chance, flipWon: won };
      return won;
    },
    rollDie(player, sides) {
      const result = rollDie(tx, player, r.source, sides, r.answers?.rolls?.[rolls]);
      rolls++;
      chance = { ...chance, rolled: result };
      return result;
    },
    chance: () => chance,
    voted(option) {
      chance = { ...chance, votes: { ...chance.votes, [option]: (chance.votes?.[option] ?? 0) + 1 } };
    },
    clashed(won) {
      chance = { ...chance, clashWon: won };
    },
    lostLife(amount) {
      chance = { ...chance, lifeLost: chance.lifeLost + amount };
    },
    discarded(player, count) {
      chance = { ...chance, discarded: { ...chance.discarded, [player]: (chance.discarded[player] ?? 0) + count } };
    },
    run(nested) {
      const outer = current;
      for (const effect of nested) {
        current = effect;
        executeEffect(ctx, effect);
      }
      current = outer;
    },
  };
  return ctx;
}
