import type { PlanarFace } from '../events/game-events.js';
import type { CardTemplate } from '../../templates/card-template.js';
import type { PaymentOptions } from '../mana/payment.js';
import type { ManaPool } from '../mana/pool.js';
import type { ObjectId, PlayerId, PlayerZoneName, Step } from '../state/types.js';

/**
 * Everything a player (or the sandbox) can do, as plain JSON. `game.perform(action)` runs one atomically.
 * Ability indexes are positions in the source's `template.abilities` (0-based), targets are player or object ids.
 */
export type Action =
  /** 305.1: play a land from hand (one per turn, your main phase, empty stack). */
  | {
      readonly type: 'playLand';
      readonly player: PlayerId;
      readonly card: ObjectId;
      /** 614.12: the choices made as it enters ("As ~ enters the battlefield, you may pay 2 life. …": `may`). */
      readonly answers?: Answers;
    }
  /** 601: cast a spell from hand, choosing targets, X and options, then paying its cost. */
  | {
      readonly type: 'cast';
      readonly player: PlayerId;
      readonly card: ObjectId;
      readonly targets?: readonly string[];
      /**
       * How many of `targets` each target subject takes, in text order (601.2c), where a subject's number is the
       * player's ("up to two …", "any number of …"); default: each takes as many as it may, leaving the later ones
       * their fewest (groups.ts `defaultCounts`).
       */
      readonly targetCounts?: readonly number[];
      /**
       * 601.2d: how a divided amount ("3 damage divided as you choose among one, two, or three targets") is divided:
       * one share per target of that subject, each at least 1, adding up to the amount. Default: as evenly as it goes.
       */
      readonly division?: readonly number[];
      readonly x?: number;
      readonly choice?: number;
      readonly phyrexian?: PaymentOptions['phyrexian'];
      readonly autoTap?: boolean;
      /** Pay the spell's kicker cost too (702.33); refused for a card without kicker. */
      readonly kicked?: boolean;
      /**
       * 702.33b: of a card with two kicker costs ("Kicker {1}{R} and/or {G}"), which to pay with `kicked`: 0-based in
       * printed order, one or both; without it, the first.
       */
      readonly kickers?: readonly number[];
      /** Pay the spell's buyback cost too (702.27a); refused for a card without buyback. */
      readonly buyback?: boolean;
      /**
       * 118.9, 601.2b: cast it for one of its alternative costs instead of its mana cost ("You may pay … rather than
       * pay ~'s mana cost", evoke): 0-based among its `alternativeCost` abilities; refused for a card without one.
       */
      readonly alternative?: number;
      /**
       * 709.3: which half of a split card is cast, 0-based (0: the left half, the default); refused for another card.
       */
      readonly half?: number;
      /** 702.102a: cast both halves of a split card with fuse from the hand, as one fused split spell. */
      readonly fuse?: boolean;
      /** Cast it face down as a 2/2 creature for {3} with its morph ability (702.37c, 708.4). */
      readonly faceDown?: boolean;
      /**
       * Convoke (702.51a): untapped creatures the caster controls, tapped to pay one mana each of the total cost ({1}
       * or a mana of their color); refused for a spell without convoke. None when absent: all is paid with mana.
       */
      readonly convoke?: readonly ObjectId[];
      /**
       * Delve (702.66a): cards in the caster's graveyard, exiled to pay {1} each of the total cost's generic mana;
       * refused for a spell without delve. None when absent.
       */
      readonly delve?: readonly ObjectId[];
      /**
       * Improvise (702.126a): untapped artifacts the caster controls, tapped to pay {1} each of the total cost's
       * generic mana; refused for a spell without improvise. None when absent.
       */
      readonly improvise?: readonly ObjectId[];
      /**
       * Assist (702.132a): another player, chosen by the caster, pays `amount` of the total cost's generic mana from
       * their own mana (their sources tapped too with `autoTap`); refused for a spell without assist.
       */
      readonly assist?: { readonly player: PlayerId; readonly amount: number };
      /**
       * Conspire (702.78a): two untapped creatures the caster controls sharing a color with the spell, tapped as it is
       * cast; a reflexive trigger then copies it. Refused for a spell without conspire. Absent: not conspired.
       */
      readonly conspire?: readonly ObjectId[];
      /** A modal spell's modes (700.2a, 601.2b): 0-based indexes of its `•` modes. */
      readonly modes?: readonly number[];
      /**
       * The objects its additional costs choose ("As an additional cost to cast this spell, sacrifice a creature"), in
       * cost order (601.2h); missing ones are chosen by default, as for an activated ability's costs.
       */
      readonly costChoices?: readonly ObjectId[];
    }
  /** 602: activate an activated ability; mana abilities resolve at once (605.3b). */
  | {
      readonly type: 'activate';
      readonly player: PlayerId;
      readonly source: ObjectId;
      readonly ability: number;
      readonly targets?: readonly string[];
      /**
       * How many of `targets` each target subject takes, in text order (601.2c), where a subject's number is the
       * player's ("up to two …", "any number of …"); default: each takes as many as it may, leaving the later ones
       * their fewest (groups.ts `defaultCounts`).
       */
      readonly targetCounts?: readonly number[];
      /**
       * 601.2d: how a divided amount ("3 damage divided as you choose among one, two, or three targets") is divided:
       * one share per target of that subject, each at least 1, adding up to the amount. Default: as evenly as it goes.
       */
      readonly division?: readonly number[];
      readonly x?: number;
      readonly choice?: number;
      readonly phyrexian?: PaymentOptions['phyrexian'];
      readonly autoTap?: boolean;
      /** A modal ability's modes (700.2a): 0-based indexes of its `•` modes. */
      readonly modes?: readonly number[];
      /**
       * The objects chosen for its costs that choose ("Sacrifice a creature", "Discard a card", "Tap an untapped
       * creature you control", "Exile a card from your graveyard"), in cost order (601.2h, 602.2b). Missing ones are
       * chosen by default: the newest that fit, the ability's source last (rules/costs/pay-costs.ts).
       */
      readonly costChoices?: readonly ObjectId[];
    }
  /**
   * 702.37e, 116.2b: turn a face-down permanent you control face up by paying its morph cost: a special action, any
   * time you have priority; it doesn't use the stack.
   */
  | {
      readonly type: 'turnFaceUp';
      readonly player: PlayerId;
      readonly card: ObjectId;
      readonly x?: number;
      readonly phyrexian?: PaymentOptions['phyrexian'];
      readonly autoTap?: boolean;
      /** The objects its morph cost chooses ("Morph—Discard a card."), in cost order, as for `activate`. */
      readonly costChoices?: readonly ObjectId[];
    }
  /**
   * 702.62a, 116.2f: suspend a card from the hand: pay its suspend cost and exile it with its time counters (a special
   * action, any time the player could begin to cast it).
   */
  | { readonly type: 'suspend'; readonly player: PlayerId; readonly card: ObjectId; readonly autoTap?: boolean }
  /**
   * 901.9: roll the planar die (a special action of the active player in a main phase of their turn, the stack
   * empty), paying {N} for the N times they did so before this turn. `face`: the face it shows (the tester's or a
   * scenario's choice), else the game's seeded random.
   */
  | {
      readonly type: 'rollPlanarDie';
      readonly player: PlayerId;
      readonly face?: PlanarFace;
      readonly autoTap?: boolean;
    }
  /**
   * 608.2g: decline to cast the card a resolving ability let the player cast without paying its mana cost (cascade,
   * rebound: `state.pendingCast`); casting it is a `cast` of that card.
   */
  | { readonly type: 'declineCast'; readonly player: PlayerId }
  /** 117.3d / 405.5: when all players pass in succession the top of the stack resolves or the step ends. */
  | {
      readonly type: 'passPriority';
      readonly player: PlayerId;
      readonly answers?: Answers;
      /** When the passes end the turn: what the next active player keeps tapped (502.3), as for `nextStep`. */
      readonly keepTapped?: readonly ObjectId[];
      /** When the passes begin a cleanup step: the cards the active player discards (514.1), as for `nextStep`. */
      readonly discard?: readonly ObjectId[];
    }
  /** Sandbox shortcut: resolve the top of the stack now (608). */
  | { readonly type: 'resolve'; readonly answers?: Answers }
  /**
   * 603.3: put a pending triggered ability (`state.pendingTriggers`) on the stack, choosing its targets (603.3d).
   * Triggers without targets go on the stack by themselves; this is for the ones that need a choice.
   */
  | {
      readonly type: 'putTrigger';
      readonly player: PlayerId;
      readonly trigger: string;
      readonly targets?: readonly string[];
      /**
       * How many of `targets` each target subject takes, in text order (601.2c), where a subject's number is the
       * player's ("up to two …", "any number of …"); default: each takes as many as it may, leaving the later ones
       * their fewest (groups.ts `defaultCounts`).
       */
      readonly targetCounts?: readonly number[];
      /**
       * 601.2d: how a divided amount ("3 damage divided as you choose among one, two, or three targets") is divided:
       * one share per target of that subject, each at least 1, adding up to the amount. Default: as evenly as it goes.
       */
      readonly division?: readonly number[];
      /** A modal trigger's modes (700.2b, 603.3c): 0-based indexes of its `•` modes. */
      readonly modes?: readonly number[];
    }
  /** Sandbox shortcut: end the current step (the stack must be empty, 500.2) and begin the next. */
  | {
      readonly type: 'nextStep';
      /**
       * 502.3: when this ends the turn, the permanents with "You may choose not to untap ~ during your untap step" the
       * new active player keeps tapped; refused for any other permanent, and when the step ending isn't the cleanup.
       */
      readonly keepTapped?: readonly ObjectId[];
      /**
       * 514.1: when this begins a cleanup step, the cards the active player discards down to their maximum hand size:
       * exactly as many as they must, from their hand; refused otherwise, and when no cleanup step begins. Without
       * it the engine chooses their newest cards.
       */
      readonly discard?: readonly ObjectId[];
    }
  /** 508.1: the active player declares attackers, each at a player or planeswalker (default: the opponent). */
  | {
      readonly type: 'declareAttackers';
      readonly player: PlayerId;
      /** `exert`: 508.1g, 701.39d: the creature's "You may exert ~ as it attacks." is used. */
      readonly attackers: readonly {
        readonly creature: ObjectId;
        readonly target?: string;
        readonly exert?: boolean;
      }[];
    }
  /** 509.1: the defending player declares blockers; a blocker may block several attackers if allowed. */
  | {
      readonly type: 'declareBlockers';
      readonly player: PlayerId;
      readonly blocks: readonly { readonly blocker: ObjectId; readonly attackers: readonly ObjectId[] }[];
    }
  /** 509.2: the attacking player orders an attacker's blockers for damage assignment. */
  | {
      readonly type: 'setDamageOrder';
      readonly player: PlayerId;
      readonly attacker: ObjectId;
      readonly blockers: readonly ObjectId[];
    }
  /** Sandbox: put a new card into a zone (the rules tester's "add card"). */
  | {
      readonly type: 'addCard';
      readonly player: PlayerId;
      /** `command`: a plane, phenomenon or scheme card (rules/ops/command-cards.ts `placeCommandCard`). */
      readonly zone: PlayerZoneName | 'command';
      readonly template: CardTemplate;
      readonly tapped?: boolean;
      /** Entered this turn: summoning sick (302.6). */
      readonly sick?: boolean;
      readonly damage?: number;
      readonly counters?: Readonly<Record<string, number>>;
      /** How many attackers beyond the first it may block (509.1a). */
      readonly canBlockAdditional?: number;
    }
  /** Sandbox: set a life total, pool or step directly. */
  | { readonly type: 'setLife'; readonly player: PlayerId; readonly life: number }
  | { readonly type: 'setPool'; readonly player: PlayerId; readonly pool: ManaPool }
  | { readonly type: 'setStep'; readonly step: Step }
  /**
   * Sandbox: the player sets their scheme `card` in motion (701.25) — the turn-based action of 904.9, which happens by
   * itself as the archenemy's precombat main phase begins, done now for the tester and scenarios.
   */
  | { readonly type: 'setInMotion'; readonly player: PlayerId; readonly card: ObjectId };

export type ActionType = Action['type'];

/**
 * Choices made while a spell or ability resolves (608.2d, 701.8), in the order the effects ask. Missing answers
 * take the defaults: "you may" is yes (when the cost can be paid), a discarding player discards their newest cards.
 */
export interface Answers {
  /**
   * One per "you may …" the resolution reaches, in order; for a permanent spell, one per "You may have ~ enter the
   * battlefield with …" (702.98a unleash) as it enters.
   */
  readonly may?: readonly boolean[];
  /**
   * 614.12: what is chosen as a permanent enters, one per "As ~ enters the battlefield, choose …", in order: a color
   * ("red"), a creature or basic land type ("Goblin"), a player ("p2").
   */
  readonly choices?: readonly string[];
  /**
   * 707.5: what a permanent entering "as a copy of any creature on the battlefield" copies, one per such ability:
   * an object id, or null to decline ("you may").
   */
  readonly copies?: readonly (ObjectId | null)[];
  /** 705: one per coin flipped, in order: whether the player who called it won (705.2). Missing: seeded random. */
  readonly flips?: readonly boolean[];
  /** 706: one per die rolled, in order: the result (1 to the die's sides). Missing or out of range: seeded random. */
  readonly rolls?: readonly number[];
  /** Cards chosen for "discard" and similar choices, in order. */
  readonly cards?: readonly ObjectId[];
  /**
   * One list per choice among a known set of cards (608.2d): which of the cards looked at a "put one of them into
   * your hand", "any number of them" or "scry" takes, and the order of cards put into a library "in any order"
   * (topmost first), in the order the resolution asks. An empty list picks none; a missing one takes the default.
   */
  readonly picks?: readonly (readonly ObjectId[])[];
}

export interface RulesOptions {
  /** 704.5j; off by default in the sandbox. */
  readonly legendRule: boolean;
}
