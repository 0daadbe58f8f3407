import { performIn } from '../actions/perform.js';
import type { Action, RulesOptions } from '../actions/types.js';
import { applyEdit, rollbackEdit, type Edit } from '../edits/edit.js';
import type { GameEvent } from '../events/game-events.js';
import { stateEventOf, type StateEvent } from '../events/state-events.js';
import { fail, ok, type Result } from '../result.js';
import { Transaction } from '../state/transaction.js';
import type { GameState } from '../state/types.js';

/** A game event in the log, numbered in the order it happened. */
export interface LogEntry {
  readonly seq: number;
  readonly event: GameEvent;
  /** Index of the history entry (action) that produced it. */
  readonly entry: number;
  /** How many of that action's edits had run when it happened; `stateAfter(seq)` replays up to here. */
  readonly afterEdit: number;
}

/** One performed action: what was asked, the edits it made, and the game events it produced. */
export interface HistoryEntry {
  readonly action: Action;
  readonly edits: readonly Edit[];
  readonly events: readonly LogEntry[];
  /** The state before the action (immutable, so keeping it costs nothing). */
  readonly before: GameState;
}

export type Listener<T> = (value: T) => void;

/**
 * A running game: the current immutable state, an undo/redo history of whole actions, and two event streams.
 * `perform` runs an action as a transaction: all of it happens, or (illegal action) none of it and an error value
 * comes back. State events fire for every edit in every direction; game events only when an action commits.
 */
export class Game {
  private current: GameState;
  private readonly done: HistoryEntry[] = [];
  private undone: HistoryEntry[] = [];
  private seq = 0;
  private readonly stateListeners = new Set<Listener<StateEvent>>();
  private readonly gameListeners = new Set<Listener<LogEntry>>();
  private readonly changeListeners = new Set<() => void>();

  constructor(
    initial: GameState,
    readonly options: RulesOptions = { legendRule: false },
  ) {
    this.current = initial;
  }

  /** The current state: an immutable snapshot; a new object after every change. */
  get state(): GameState {
    return this.current;
  }

  /** Every game event of the actions currently done (undone actions' events drop out; redo brings them back). */
  get log(): readonly LogEntry[] {
    return this.done.flatMap((h) => h.events);
  }

  get history(): readonly HistoryEntry[] {
    return this.done;
  }

  get canUndo(): boolean {
    return this.done.length > 0;
  }

  get canRedo(): boolean {
    return this.undone.length > 0;
  }

  perform(action: Action): Result<readonly LogEntry[]> {
    const tx = new Transaction(this.current);
    let result: Result;
    try {
      result = performIn(tx, action, this.options);
    } catch (error) {
      // A bug must not leave a half-done action behind: roll back and report it as a value.
      result = fail(`internal error: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!result.ok) {
      tx.rollback();
      return fail(result.reason);
    }
    const entry = this.done.length;
    const events: LogEntry[] = tx.events.map((p) => ({
      seq: ++this.seq,
      event: p.event,
      entry,
      afterEdit: p.afterEdit,
    }));
    this.done.push({ action, edits: [...tx.edits], events, before: this.current });
    this.undone = [];
    this.current = tx.state;
    for (const edit of tx.edits) this.fireState(stateEventOf(edit, 'do'));
    for (const e of events) for (const l of this.gameListeners) l(e);
    this.fireChange();
    return ok(events);
  }

  /** Rolls back the last action, edit by edit in reverse. Fires state events only. */
  undo(): boolean {
    const entry = this.done.pop();
    if (!entry) return false;
    for (let i = entry.edits.length - 1; i >= 0; i--) {
      const edit = entry.edits[i] as Edit;
      this.current = rollbackEdit(this.current, edit);
      this.fireState(stateEventOf(edit, 'undo'));
    }
    this.undone.push(entry);
    this.fireChange();
    return true;
  }

  /** Re-applies the last undone action's edits. Its game events return to the log but are not fired again. */
  redo(): boolean {
    const entry = this.undone.pop();
    if (!entry) return false;
    for (const edit of entry.edits) {
      this.current = applyEdit(this.current, edit);
      this.fireState(stateEventOf(edit, 'redo'));
    }
    this.done.push(entry);
    this.fireChange();
    return true;
  }

  /** The state right after the log entry `seq` happened, for an event log where any moment can be inspected. */
  stateAfter(seq: number): GameState | null {
    for (const h of this.done) {
      const found = h.events.find((e) => e.seq === seq);
      if (!found) continue;
      let state = h.before;
      for (const edit of h.edits.slice(0, found.afterEdit)) state = applyEdit(state, edit);
      return state;
    }
    return null;
  }

  onStateEvent(listener: Listener<StateEvent>): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** Game events, forward only: the hook for triggered abilities. */
  onGameEvent(listener: Listener<LogEntry>): () => void {
    this.gameListeners.add(listener);
    return () => this.gameListeners.delete(listener);
  }

  /**
   * Called once after every perform, undo and redo that changed the game (not per edit): the shape React's
   * useSyncExternalStore wants, together with `state` as the snapshot.
   */
  subscribe(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  private fireChange(): void {
    for (const l of this.changeListeners) l();
  }

  private fireState(event: StateEvent): void {
    for (const l of this.stateListeners) l(event);
  }
}
