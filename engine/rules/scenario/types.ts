import type { PlanarFace } from '../events/game-events.js';
import type { AlternativeKeyword } from '../../templates/card-template.js';
import type { ManaPool } from '../mana/pool.js';
import type { PlayerZoneName, Step } from '../state/types.js';

/**
 * A parsed `.scenario` file: plain data, one entry per meaningful line. Card and player names are kept
 * as written (Ref) and resolved against the game only when the line runs.
 */

/** A card by name, `#n` picks the n-th object of that name (1-based, in creation order). Players are `p1`, `p2`. */
export interface Ref {
  readonly name: string;
  readonly index: number | null;
}

/** "choose 2" (1-based option) or "choose {B}{R}" (the option that adds exactly this mana). */
export type ChoiceSpec =
  { readonly kind: 'index'; readonly index: number } | { readonly kind: 'mana'; readonly pool: ManaPool };

/**
 * Answers given as a spell or ability resolves (608.2d, 701.8): `yes`/`no` for each "you may" in order, and the
 * cards chosen (`discard CARD, CARD`).
 */
export interface AnswerSpec {
  readonly may: readonly boolean[];
  readonly cards: readonly Ref[];
  /** One list per `pick` (a choice among known cards: looked-at cards, an order); empty for `pick none`. */
  readonly picks: readonly (readonly Ref[])[];
  /** One word per `choose` (614.12: "As ~ enters the battlefield, choose a color": `choose red`, `choose Goblin`). */
  readonly choices: readonly string[];
  /** One per `copy CARD` / `copy none` (707.5: what a permanent entering "as a copy of …" copies; null declines). */
  readonly copies?: readonly (Ref | null)[];
  /** One per `flip win` / `flip lose` (705.2: whether the caller of the next coin flip wins it); absent if none. */
  readonly flips?: readonly boolean[];
  /** One per `roll N` (706.2: the result of the next die roll); absent if none. */
  readonly rolls?: readonly number[];
}

export type ActionSpec =
  | { readonly type: 'play'; readonly player: string; readonly card: Ref; readonly answers?: AnswerSpec }
  | {
      /** `faceUp`: turn a face-down permanent face up, paying its morph cost (702.37e); `pay`, `x`, `life`, `autotap`. */
      readonly type: 'cast' | 'activate' | 'faceUp';
      readonly player: string;
      readonly card: Ref;
      /** activate only: 1-based among the card's activated (and unreadable) abilities. */
      readonly ability: number;
      readonly targets: readonly Ref[];
      readonly x: number | null;
      readonly choice: ChoiceSpec | null;
      readonly payLife: boolean;
      readonly autoTap: boolean;
      /** cast only: pay the kicker cost too (702.33). */
      readonly kicked: boolean;
      /** 702.33b: `kicked 2`, `kicked 1, 2`: which of two kicker costs are paid (0-based here); absent: the first. */
      readonly kickers?: readonly number[];
      /** cast only, `face-down`: cast it face down for {3} with its morph ability (702.37c). */
      readonly faceDown: boolean;
      /** cast only, `buyback`: pay the buyback cost too (702.27a); absent when not given. */
      readonly buyback?: boolean;
      /**
       * cast only, `alternative [N]` / `evoke`: pay the card's N-th alternative cost (1-based) or its evoke cost instead
       * of its mana cost (118.9, 702.74a); absent when not given.
       */
      readonly alternative?: number | AlternativeKeyword;
      /** cast only, `convoke CREATURE, …`: the creatures tapped to pay part of its total cost (702.51a). */
      readonly convoke?: readonly Ref[];
      /** cast only, `delve CARD, …`: the cards exiled from the caster's graveyard to pay {1} each (702.66a). */
      readonly delve?: readonly Ref[];
      /** cast only, `improvise ARTIFACT, …`: the artifacts tapped to pay {1} each of its total cost (702.126a). */
      readonly improvise?: readonly Ref[];
      /** cast only, `assist PLAYER N`: the other player who pays {N} of its total cost's generic mana (702.132a). */
      readonly assist?: { readonly player: string; readonly amount: number };
      /** cast only, `fuse`: both halves of a split card with fuse, as one fused split spell (702.102a). */
      readonly fuse?: boolean;
      /** cast only, `conspire CREATURE, CREATURE`: the two creatures tapped for its conspire (702.78a). */
      readonly conspire?: readonly Ref[];
      /** `mode 1, 3`: the modes of a modal spell or ability (700.2), 1-based; empty when none is given. */
      readonly modes: readonly number[];
      /** activate only, `pay CARD, CARD`: the objects its choosing costs take, in cost order (601.2h); absent if none. */
      readonly pay?: readonly Ref[];
      /** `divide 2, 1`: each target's share of a divided amount (601.2d); absent when not given. */
      readonly divide?: readonly number[];
    }
  /** 603.3: put the player's `n`-th (1-based) pending trigger from `card` on the stack, with its targets. */
  | {
      readonly type: 'trigger';
      readonly player: string;
      readonly card: Ref;
      readonly n: number;
      readonly targets: readonly Ref[];
      /** `mode 2`: the modes of a modal trigger (700.2b), 1-based; empty when none is given. */
      readonly modes: readonly number[];
      /** `divide 2, 1`: each target's share of a divided amount (601.2d); absent when not given. */
      readonly divide?: readonly number[];
    }
  | {
      readonly type: 'attack';
      readonly player: string;
      readonly attackers: readonly { readonly creature: Ref; readonly target: Ref | null; readonly exert?: true }[];
    }
  | {
      readonly type: 'block';
      readonly player: string;
      readonly blocks: readonly { readonly blocker: Ref; readonly attackers: readonly Ref[] }[];
    }
  | { readonly type: 'order'; readonly player: string; readonly attacker: Ref; readonly blockers: readonly Ref[] }
  | {
      readonly type: 'pass';
      readonly player: string;
      readonly answers: AnswerSpec;
      /** `keep-tapped CARD, …`: as for `next`, when the passes end the turn (502.3). */
      readonly keepTapped: readonly Ref[];
    }
  /** 702.62a: `suspend PLAYER CARD [autotap]`: pay its suspend cost and exile it with its time counters (116.2f). */
  | { readonly type: 'suspend'; readonly player: string; readonly card: Ref; readonly autoTap: boolean }
  /** 901.9: `planar-die PLAYER [chaos|planeswalk|blank] [autotap]`: roll the planar die (a special action). */
  | { readonly type: 'planarDie'; readonly player: string; readonly face: PlanarFace | null; readonly autoTap: boolean }
  /** 701.25, 904.9: `set-in-motion PLAYER SCHEME`: set that scheme in motion (the turn-based action, done now). */
  | { readonly type: 'setInMotion'; readonly player: string; readonly card: Ref }
  /** 608.2g: decline the card a resolving ability lets `player` cast without paying its mana cost (`declineCast`). */
  | { readonly type: 'decline'; readonly player: string }
  | { readonly type: 'resolve'; readonly answers: AnswerSpec }
  /**
   * `keepTapped`: `keep-tapped CARD, …`, kept tapped by the new active player as the next turn begins (502.3).
   * `discard`: `discard CARD, …`, the cards the active player discards down to their maximum hand size as a cleanup
   * step begins (514.1); absent: the engine chooses.
   */
  | {
      readonly type: 'next';
      readonly until: Step | null;
      readonly keepTapped: readonly Ref[];
      readonly discard?: readonly Ref[];
    };

export type Check =
  | { readonly kind: 'life' | 'poison' | 'energy'; readonly player: string; readonly value: number }
  | { readonly kind: 'pool'; readonly player: string; readonly pool: ManaPool }
  /** 720.1: `expect monarch PLAYER`, `expect monarch none`: who is the monarch (`who` null: nobody). */
  | { readonly kind: 'monarch'; readonly who: string | null }
  | {
      readonly kind: 'zone';
      readonly card: Ref;
      readonly where: { readonly player: string; readonly zone: PlayerZoneName } | 'stack';
      readonly negate: boolean;
      /** `expect token NAME in …`: only tokens count (111). */
      readonly token: boolean;
    }
  | { readonly kind: 'tapped'; readonly card: Ref; readonly tapped: boolean }
  /** `expect face-down CARD` / `expect face-up CARD` (708): names match a face-down card by the card it is. */
  | { readonly kind: 'faceDown'; readonly card: Ref; readonly faceDown: boolean }
  | { readonly kind: 'damage'; readonly card: Ref; readonly value: number }
  | { readonly kind: 'counters'; readonly card: Ref; readonly counter: string; readonly value: number }
  | { readonly kind: 'count'; readonly player: string; readonly zone: PlayerZoneName; readonly value: number }
  /** `expect emblems PLAYER N`: how many emblems are in their command zone (114, 408). */
  | { readonly kind: 'emblems'; readonly player: string; readonly value: number }
  /**
   * `expect top PLAYER seen by VIEWER CARD` / `expect top PLAYER hidden from VIEWER`: whether VIEWER may see the top
   * card of PLAYER's library (401.5: revealed, or looked at any time), and that it is CARD.
   */
  | { readonly kind: 'topSeen'; readonly player: string; readonly viewer: string; readonly card: Ref | null }
  /** `expect emblem PLAYER "TEXT"`: one of their emblems has an ability whose text contains TEXT (any case). */
  | { readonly kind: 'emblem'; readonly player: string; readonly text: string }
  | { readonly kind: 'stack'; readonly value: number }
  /** The top stack item's card (a spell) or source (an ability). */
  | { readonly kind: 'stackTop'; readonly card: Ref }
  /** Power and toughness as the rules see them now (208, 613). */
  | { readonly kind: 'pt'; readonly card: Ref; readonly power: number; readonly toughness: number }
  /** `to` null: attached to anything (with `negate`: to nothing). A player or a card (301.5, 303.4). */
  | { readonly kind: 'attached'; readonly card: Ref; readonly to: Ref | null; readonly negate: boolean }
  /** How many triggered abilities wait to be put on the stack (603.3). */
  | { readonly kind: 'pending'; readonly value: number }
  /** A triggered ability from this card waits (or, negated, none does). */
  | { readonly kind: 'pendingFrom'; readonly card: Ref; readonly negate: boolean }
  | { readonly kind: 'step'; readonly step: Step }
  | { readonly kind: 'lost' | 'winner'; readonly player: string }
  /** Whose turn it is (the active player, 102.1; 500.7 extra turns). */
  | { readonly kind: 'turn'; readonly player: string }
  | { readonly kind: 'attacking' | 'blocking'; readonly card: Ref; readonly negate: boolean };

export interface CardSetup {
  readonly player: string;
  /** `command`: plane, phenomenon and scheme cards (310.2, 313.2). */
  readonly zone: PlayerZoneName | 'command';
  readonly card: string;
  readonly count: number;
  readonly tapped: boolean;
  readonly sick: boolean;
  readonly damage: number;
  readonly counters: Readonly<Record<string, number>>;
  readonly canBlockAdditional: number;
}

export type Instruction =
  | { readonly kind: 'card'; readonly name: string }
  | { readonly kind: 'setup'; readonly setup: CardSetup }
  | { readonly kind: 'life' | 'poison'; readonly player: string; readonly value: number }
  | { readonly kind: 'pool'; readonly player: string; readonly pool: ManaPool }
  | { readonly kind: 'step'; readonly step: Step }
  | { readonly kind: 'turn'; readonly player: string }
  /** 720.1: `monarch PLAYER`: that player is the monarch as the game starts. */
  | { readonly kind: 'monarch'; readonly player: string }
  | { readonly kind: 'option'; readonly name: 'legend-rule'; readonly value: boolean }
  | { readonly kind: 'do'; readonly action: ActionSpec }
  | { readonly kind: 'undo' | 'redo'; readonly count: number }
  | { readonly kind: 'expectIllegal'; readonly action: ActionSpec; readonly because: string | null }
  | { readonly kind: 'expect'; readonly check: Check };

export interface ScenarioLine {
  /** 1-based line in the file. */
  readonly line: number;
  readonly text: string;
  readonly instruction: Instruction;
}

export interface Scenario {
  readonly file: string;
  readonly lines: readonly ScenarioLine[];
}

/** A problem tied to a line: a parse error, or a failed expectation when run. */
export interface ScenarioProblem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}
