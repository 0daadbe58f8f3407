import {
  setupGame,
  type Action,
  type Direction,
  type Game,
  type GameState,
  type HistoryEntry,
  type LogEntry,
  type Result,
  type StateEvent,
} from './engine.js';

/** What the tester renders: one immutable snapshot per change, as React's useSyncExternalStore wants. */
export interface SandboxSnapshot {
  readonly state: GameState;
  readonly log: readonly LogEntry[];
  readonly history: readonly HistoryEntry[];
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** Players and objects the last change touched (from its state events), for a short highlight. */
  readonly changed: ReadonlySet<string>;
  /** Which way the last change ran; null before the first one. */
  readonly direction: Direction | null;
  /** Counts changes, so a highlight can restart even when the same object changes twice in a row. */
  readonly version: number;
}

export const PLAYER_NAMES: readonly string[] = ['Player 1', 'Player 2'];

/** The player or object a state event is about, or null (the stack, the turn, combat…). */
export function touchedBy(event: StateEvent): string | null {
  if (event.type !== 'valueChanged') return event.object;
  const [root, id] = event.path;
  return (root === 'objects' || root === 'players') && typeof id === 'string' ? id : null;
}

function newGame(): Game {
  return setupGame({ players: PLAYER_NAMES.map((name) => ({ name })) });
}

/**
 * A two-player sandbox game plus a snapshot of it that only changes when the game does. Plain TypeScript (no
 * React) so it is unit-tested in node; `use-sandbox-game.ts` adapts it to a hook.
 */
export class SandboxStore {
  private game: Game = newGame();
  private snapshot: SandboxSnapshot;
  private readonly listeners = new Set<() => void>();
  private touched = new Set<string>();
  private lastDirection: Direction | null = null;
  private version = 0;
  private detach: () => void = () => undefined;

  constructor() {
    this.snapshot = this.take();
    this.attach();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): SandboxSnapshot => this.snapshot;

  perform(action: Action): Result<readonly LogEntry[]> {
    return this.game.perform(action);
  }

  undo(): boolean {
    return this.game.undo();
  }

  redo(): boolean {
    return this.game.redo();
  }

  /** The state right after a log entry, for read-only inspection. */
  stateAfter(seq: number): GameState | null {
    return this.game.stateAfter(seq);
  }

  /** Starts an empty game (not undoable: it is a new sandbox). */
  reset(): void {
    this.detach();
    this.game = newGame();
    this.touched = new Set();
    this.lastDirection = null;
    this.attach();
    this.commit();
  }

  private attach(): void {
    const game = this.game;
    // State events arrive once per edit, in both directions; they only feed the highlight, never the rules.
    const offState = game.onStateEvent((event) => {
      const id = touchedBy(event);
      if (id !== null) this.touched.add(id);
      this.lastDirection = event.direction;
    });
    const offChange = game.subscribe(() => this.commit());
    this.detach = () => {
      offState();
      offChange();
    };
  }

  private commit(): void {
    this.version += 1;
    this.snapshot = this.take();
    this.touched = new Set();
    for (const listener of this.listeners) listener();
  }

  private take(): SandboxSnapshot {
    const game = this.game;
    return {
      state: game.state,
      log: game.log,
      history: game.history,
      canUndo: game.canUndo,
      canRedo: game.canRedo,
      changed: this.touched,
      direction: this.lastDirection,
      version: this.version,
    };
  }
}
