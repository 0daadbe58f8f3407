import type { Effect } from '../../templates/card-template.js';
import type { Transaction } from '../state/transaction.js';
import type { ObjectId, PlayerId } from '../state/types.js';

/** What an effect knows while its spell or ability resolves. */
export interface EffectContext {
  readonly tx: Transaction;
  /** The spell's card or the ability's source: the source of damage (120.7) and "~"/"self". */
  readonly source: ObjectId;
  readonly controller: PlayerId;
  readonly x: number;
  /** 0-based option picked for choices like "Add {R} or {G}". */
  readonly choice: number;
  /**
   * The player or object the effect's subject names: `self` is the source, `you` the controller, a target its
   * chosen id, or null when that target became illegal (608.2b: the effect doesn't touch it).
   */
  readonly subject: string | null;
}

/** One effect kind's executor. A new effect kind in the template contract is one module plus one registry line. */
export interface EffectModule<K extends Effect['kind']> {
  readonly kind: K;
  execute(ctx: EffectContext, effect: Extract<Effect, { kind: K }>): void;
}

/** Fixed amounts, or X (107.3). */
export function amountOf(amount: { kind: 'fixed'; value: number } | { kind: 'variable' }, x: number): number {
  return amount.kind === 'fixed' ? amount.value : x;
}
