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

export type ActionSpec =
  | { readonly type: 'play'; readonly player: string; readonly card: Ref }
  | {
      readonly type: 'cast' | 'activate';
      readonly player: string;
      readonly card: Ref;
      /** activate only: 1-based among the card's activated (and unreadable) abilities. */
      readonly ability: number;
      readonly targets: readonly Ref[];
      readonly x: number | null;
      readonly choice: ChoiceSpec | null;
      readonly payLife: boolean;
      readonly autoTap: boolean;
    }
  | {
      readonly type: 'attack';
      readonly player: string;
      readonly attackers: readonly { readonly creature: Ref; readonly target: Ref | null }[];
    }
  | {
      readonly type: 'block';
      readonly player: string;
      readonly blocks: readonly { readonly blocker: Ref; readonly attackers: readonly Ref[] }[];
    }
  | { readonly type: 'order'; readonly player: string; readonly attacker: Ref; readonly blockers: readonly Ref[] }
  | { readonly type: 'pass'; readonly player: string }
  | { readonly type: 'resolve' }
  | { readonly type: 'next'; readonly until: Step | null };

export type Check =
  | { readonly kind: 'life' | 'poison'; readonly player: string; readonly value: number }
  | { readonly kind: 'pool'; readonly player: string; readonly pool: ManaPool }
  | {
      readonly kind: 'zone';
      readonly card: Ref;
      readonly where: { readonly player: string; readonly zone: PlayerZoneName } | 'stack';
      readonly negate: boolean;
    }
  | { readonly kind: 'tapped'; readonly card: Ref; readonly tapped: boolean }
  | { readonly kind: 'damage'; readonly card: Ref; readonly value: number }
  | { readonly kind: 'counters'; readonly card: Ref; readonly counter: string; readonly value: number }
  | { readonly kind: 'count'; readonly player: string; readonly zone: PlayerZoneName; readonly value: number }
  | { readonly kind: 'stack'; readonly value: number }
  | { readonly kind: 'step'; readonly step: Step }
  | { readonly kind: 'lost' | 'winner'; readonly player: string }
  | { readonly kind: 'attacking' | 'blocking'; readonly card: Ref; readonly negate: boolean };

export interface CardSetup {
  readonly player: string;
  readonly zone: PlayerZoneName;
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
