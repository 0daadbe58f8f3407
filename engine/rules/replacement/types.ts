import type { GameState, ObjectId } from '../state/types.js';
import type { Transaction } from '../state/transaction.js';

/**
 * Replaceable events (rule 614): an event that replacement effects may watch and change before it happens.
 * Add a kind here and a default executor in replacement/execute.ts; effects are separate modules.
 */
export type ReplaceableEvent = {
  readonly kind: 'destroy';
  readonly object: ObjectId;
  /** Why: a spell or ability, or a state-based action (704.5g lethal damage, 704.5h deathtouch). */
  readonly cause: 'effect' | 'lethalDamage' | 'deathtouch';
  /** "Can't be regenerated" effects set this to false (701.15c). */
  readonly canRegenerate: boolean;
};

/** What a replacement effect did: the event was replaced (it never happens, 614.6) or modified into another. */
export type ReplacementOutcome =
  { readonly kind: 'replaced' } | { readonly kind: 'modified'; readonly event: ReplaceableEvent };

/** One replacement effect module: answers whether it applies to an event, and applies itself. */
export interface ReplacementEffect {
  /** Stable name, reported in events and used for 614.5 (each effect applies once per event). */
  readonly id: string;
  applies(state: GameState, event: ReplaceableEvent): boolean;
  apply(tx: Transaction, event: ReplaceableEvent): ReplacementOutcome;
}
