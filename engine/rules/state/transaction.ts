import { applyEdit, rollbackEdit, type Edit } from '../edits/edit.js';
import type { Path } from '../edits/immutable.js';
import type { GameEvent } from '../events/game-events.js';
import type { GameState } from './types.js';

/** A game event together with how many edits of its transaction had run when it happened. */
export interface PendingEvent {
  readonly event: GameEvent;
  readonly afterEdit: number;
}

/**
 * One atomic action in progress. Rules code reads `tx.state` and changes it only through `tx.apply`,
 * so everything is recorded; if the action turns out illegal, `rollback()` undoes every edit in reverse.
 * Game events are only collected here and published by the Game when the transaction commits.
 */
export class Transaction {
  private current: GameState;
  private readonly recorded: Edit[] = [];
  private readonly pending: PendingEvent[] = [];

  constructor(readonly initial: GameState) {
    this.current = initial;
  }

  get state(): GameState {
    return this.current;
  }

  get edits(): readonly Edit[] {
    return this.recorded;
  }

  get events(): readonly PendingEvent[] {
    return this.pending;
  }

  apply(edit: Edit): void {
    this.current = applyEdit(this.current, edit);
    this.recorded.push(edit);
  }

  /** Records a `set` edit, skipping no-op changes so undo history stays meaningful. */
  set(path: Path, from: unknown, to: unknown): void {
    if (Object.is(from, to)) return;
    this.apply({ kind: 'set', path, from, to });
  }

  emit(event: GameEvent): void {
    this.pending.push({ event, afterEdit: this.recorded.length });
  }

  /** Rolls every edit back in reverse and drops the events: the state is as before the action. */
  rollback(): GameState {
    for (let i = this.recorded.length - 1; i >= 0; i--) {
      this.current = rollbackEdit(this.current, this.recorded[i] as Edit);
    }
    this.recorded.length = 0;
    this.pending.length = 0;
    return this.current;
  }

  /** Nested attempt: runs `fn`; on failure rolls back only what `fn` did (used for trying payments). */
  attempt<T extends { readonly ok: boolean }>(fn: () => T): T {
    const editMark = this.recorded.length;
    const eventMark = this.pending.length;
    const result = fn();
    if (!result.ok) {
      for (let i = this.recorded.length - 1; i >= editMark; i--) {
        this.current = rollbackEdit(this.current, this.recorded[i] as Edit);
      }
      this.recorded.length = editMark;
      this.pending.length = eventMark;
    }
    return result;
  }
}
