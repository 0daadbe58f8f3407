import type { Color } from '../../mana/mana-symbol.js';
import type { Amount, Effect, Subject } from '../../templates/card-template.js';
import type { Answers } from '../actions/types.js';
import type { Transaction } from '../state/transaction.js';
import type { LastKnown, ObjectId, PlayerId, TriggerContext } from '../state/types.js';

/** What an effect knows while its spell or ability resolves. */
export interface EffectContext {
  readonly tx: Transaction;
  /** The spell's card or the ability's source: the source of damage (120.7) and "~"/"self". */
  readonly source: ObjectId;
  readonly controller: PlayerId;
  readonly x: number;
  /** 0-based option picked for choices like "Add {R} or {G}". */
  readonly choice: number;
  /** The modes chosen for a modal spell or ability (700.2), 0-based; empty when it isn't modal. */
  readonly modes: readonly number[];
  /** For a triggered ability, what its event was about; null otherwise. */
  readonly trigger: TriggerContext | null;
  /** The permanents its costs sacrificed, as they last were on the battlefield (608.2h); empty when none were. */
  readonly sacrificed: readonly LastKnown[];
  /** For an ability on the stack, the state's id counter when it was put there (701.28f); null for a spell. */
  readonly stackedAt: number | null;
  /**
   * The players and objects a subject names now: `self` the source, `you` the controller, a target its chosen ids
   * that are still legal (608.2b: an illegal target is left alone, so it is missing here), `each` every match,
   * `it` the object named before. Ids of players and objects alike.
   */
  resolve(subject: Subject): readonly string[];
  /** An amount's value now (107, 608.2h). */
  amount(amount: Amount): number;
  /**
   * 601.2d: the share of a divided amount ("3 damage divided as you choose among …") announced for the target `id`
   * of `subject` as the spell or ability was put on the stack; 0 for anything else.
   */
  share(subject: Subject, id: string): number;
  /**
   * Says that an effect acted on this object (or named this player), so a later "it" / "that creature" / "that
   * player" means it (608.2c). Target players are named by `resolve` itself; effects name the objects they act on.
   */
  mention(id: string): void;
  /**
   * Says that an effect acted on these objects together, so a later "them" / "those cards" means all of them and "it"
   * the last (608.2c); one object is `mention`, none changes nothing.
   */
  mentionGroup(ids: readonly string[]): void;
  /** An effect that could have named an object named none (nothing was chosen): a later "that card" names nothing. */
  mentionNothing(): void;
  /** The controller's answer to the next "you may" (608.2d). */
  nextMay(): boolean;
  /** `count` cards `player` chooses among `from` (discard and similar, 701.8): the answers, else the defaults. */
  chooseCards(player: PlayerId, from: readonly ObjectId[], count: number): readonly ObjectId[];
  /**
   * The controller picks between `min` and `max` of `from` (the next `picks` answer, cards not in `from` and those
   * beyond `max` ignored); without an answer, or one naming fewer than `min`, the first `byDefault` of `from`.
   */
  pickCards(from: readonly ObjectId[], min: number, max: number, byDefault: number): readonly ObjectId[];
  /**
   * 608.2d: the next choice answered by name as it resolves (the next `choices` answer: a color, `tap` or `untap`),
   * undefined when there is none; each call uses one answer, in the order the resolution asks.
   */
  nextChoice(): string | undefined;
  /**
   * 608.2d: `player` chooses a color as it resolves ("the color of your choice"): the next `choices` answer naming a
   * color, else the color most common among the permanents `player`'s opponents control (ties in WUBRG order; white
   * when they control none).
   */
  chooseColor(player: PlayerId): Color;
  /** The controller orders `cards` (the next `picks` answer names them first to last; the others follow in order). */
  orderCards(cards: readonly ObjectId[]): readonly ObjectId[];
  /**
   * 705: `player` flips a coin for this resolution's source: the next `flips` answer, else the seeded random. The
   * result is remembered as this resolution's last flip (`coinFlip` conditions read it).
   */
  flipCoin(player: PlayerId): boolean;
  /** 706: `player` rolls a die with `sides` faces: the next `rolls` answer, else the seeded random; remembered too. */
  rollDie(player: PlayerId, sides: number): number;
  /** What this resolution flipped and rolled last ("the flip", "the result"); null where nothing was. */
  chance(): ChanceResults;
  /** 701.23d: notes whether the controller won the clash just made, for a later "If you win, …". */
  clashed(won: boolean): void;
  /** 701.32a: notes one vote for `option`, for a later "If … gets more votes" / "for each … vote". */
  voted(option: string): void;
  /** Notes life lost by an effect of this resolution, for "the life lost this way" (702.101a). */
  lostLife(amount: number): void;
  /** Notes the cards a player discarded with their whole hand in this resolution, for "that many" (701.8). */
  discarded(player: PlayerId, count: number): void;
  /** Runs nested effects (an "optional" effect's parts) in this same resolution. */
  run(effects: readonly Effect[]): void;
}

/**
 * What a resolution did so far that later words read: the last coin flip's outcome for its caller (705.2), the last
 * die roll's result (706.2) and the life lost through its effects (702.101a).
 */
export interface ChanceResults {
  readonly flipWon: boolean | null;
  readonly rolled: number | null;
  /** Whether the controller won the clash made last (701.23d); null when none was. */
  readonly clashWon: boolean | null;
  /** The life players lost through this resolution's `loseLife` effects so far ("the life lost this way"). */
  readonly lifeLost: number;
  /** 701.32a: the votes each option got in this resolution's vote; absent when none was held. */
  readonly votes?: Readonly<Record<string, number>>;
  /** The cards each player discarded through this resolution's `discardHand` effects so far ("that many"). */
  readonly discarded: Readonly<Record<PlayerId, number>>;
}

/** One effect kind's executor. A new effect kind in the template contract is one module plus one registry line. */
export interface EffectModule<K extends Effect['kind']> {
  readonly kind: K;
  execute(ctx: EffectContext, effect: Extract<Effect, { kind: K }>): void;
}

/**
 * A choice among known cards a resolution asks (608.2d), one `picks` answer each, as a preview reports it to the
 * rules tester: which of `from` to take (between `min` and `max`; missing answer: `byDefault`), or the order of
 * `cards` put into a library (401.4). `effect` is the effect that asks.
 */
export type PicksQuestion =
  | {
      readonly kind: 'pick';
      readonly effect: Effect | null;
      readonly from: readonly ObjectId[];
      readonly min: number;
      readonly max: number;
      readonly byDefault: readonly ObjectId[];
    }
  | { readonly kind: 'order'; readonly effect: Effect | null; readonly cards: readonly ObjectId[] };

/** The answers a resolution was given, if any (see Answers in actions/types.ts). */
export type ResolutionAnswers = Answers;
