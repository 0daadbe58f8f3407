import { watch, type FSWatcher } from 'chokidar';
import path from 'node:path';
import type { WorkspaceChange } from '../contract.js';
import { ChangeBatcher } from './change-batcher.js';
import { isSkippedName } from './tree.js';
import { toRelative } from './workspace-path.js';

const EVENT_TYPES: ReadonlySet<string> = new Set(['add', 'change', 'unlink', 'addDir', 'unlinkDir']);

/** Watches one folder tree and reports batches of workspace-relative changes. */
export class WorkspaceWatcher {
  private readonly watcher: FSWatcher;
  private readonly batcher: ChangeBatcher;
  readonly ready: Promise<void>;

  constructor(
    private readonly root: string,
    deliver: (changes: readonly WorkspaceChange[]) => void,
    onError: (error: Error) => void,
  ) {
    this.batcher = new ChangeBatcher(deliver);
    this.watcher = watch(root, {
      ignoreInitial: true,
      // Skip dot-entries and node_modules anywhere below the root (but never the root itself, whatever its name).
      ignored: (file: string) => file !== root && isSkippedName(path.basename(file)),
      // Editors that save by delete + create are reported as one change.
      atomic: true,
    });
    this.ready = new Promise((resolve) => this.watcher.once('ready', () => resolve()));
    this.watcher.on('all', (event, file) => {
      if (!EVENT_TYPES.has(event)) return;
      const relative = toRelative(root, path.resolve(root, file));
      if (relative === '' || relative.startsWith('..')) return;
      this.batcher.push({ type: event as WorkspaceChange['type'], path: relative });
    });
    this.watcher.on('error', (error) => onError(error instanceof Error ? error : new Error(String(error))));
  }

  async close(): Promise<void> {
    this.batcher.dispose();
    await this.watcher.close();
  }
}
