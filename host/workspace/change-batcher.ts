import type { WorkspaceChange } from '../contract.js';

type ChangeType = WorkspaceChange['type'];

/** What one path's two events in the same batch amount to; `undefined` = nothing happened, as far as a reader cares. */
function merge(previous: ChangeType, next: ChangeType): ChangeType | undefined {
  if (previous === 'add' && next === 'change') return 'add';
  if (previous === 'add' && next === 'unlink') return undefined;
  if (previous === 'addDir' && next === 'unlinkDir') return undefined;
  // Removed then recreated: for a reader the file changed (an atomic save from another editor looks like this).
  if (previous === 'unlink' && next === 'add') return 'change';
  return next;
}

/**
 * Collects watcher events and delivers them in batches: after `quietMs` without a new event, or at the latest
 * `maxWaitMs` after the first one, so a burst (git checkout) is one update and a trickle still arrives promptly.
 */
export class ChangeBatcher {
  private pending = new Map<string, ChangeType>();
  private quietTimer: NodeJS.Timeout | undefined;
  private maxTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly deliver: (changes: readonly WorkspaceChange[]) => void,
    private readonly quietMs = 50,
    private readonly maxWaitMs = 250,
  ) {}

  push(change: WorkspaceChange): void {
    const previous = this.pending.get(change.path);
    const merged = previous === undefined ? change.type : merge(previous, change.type);
    this.pending.delete(change.path);
    if (merged !== undefined) this.pending.set(change.path, merged);
    clearTimeout(this.quietTimer);
    this.quietTimer = setTimeout(() => this.flush(), this.quietMs);
    this.maxTimer ??= setTimeout(() => this.flush(), this.maxWaitMs);
  }

  flush(): void {
    clearTimeout(this.quietTimer);
    clearTimeout(this.maxTimer);
    this.quietTimer = undefined;
    this.maxTimer = undefined;
    if (this.pending.size === 0) return;
    const changes = [...this.pending].map(([path, type]) => ({ type, path }));
    this.pending = new Map();
    this.deliver(changes);
  }

  /** Drops anything pending; nothing is delivered afterwards. */
  dispose(): void {
    clearTimeout(this.quietTimer);
    clearTimeout(this.maxTimer);
    this.pending.clear();
  }
}
