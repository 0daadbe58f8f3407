import { watch } from 'chokidar';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { WorkspaceChange } from '../contract.js';
import { startWorker } from '../start-worker.js';
import { ChangeBatcher } from './change-batcher.js';
import { isSkippedName } from './tree.js';
import { toRelative } from './workspace-path.js';
import type { WatcherMessage } from './watcher-worker.js';

const EVENT_TYPES: ReadonlySet<string> = new Set(['add', 'change', 'unlink', 'addDir', 'unlinkDir']);

export type DeliverChanges = (changes: readonly WorkspaceChange[]) => void;

/** One folder tree being watched; changes arrive in batches, workspace-relative. */
export interface TreeWatcher {
  /** Resolves once the initial scan is done: from then on no change is missed. */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

/** Watches `root` with chokidar on this thread. */
export function watchHere(root: string, deliver: DeliverChanges, onError: (error: Error) => void): TreeWatcher {
  const batcher = new ChangeBatcher(deliver);
  const watcher = watch(root, {
    ignoreInitial: true,
    // Skip dot-entries and node_modules anywhere below the root (but never the root itself, whatever its name).
    ignored: (file: string) => file !== root && isSkippedName(path.basename(file)),
    // Editors that save by delete + create are reported as one change.
    atomic: true,
  });
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  watcher.on('all', (event, file) => {
    if (!EVENT_TYPES.has(event)) return;
    const relative = toRelative(root, path.resolve(root, file));
    if (relative === '' || relative.startsWith('..')) return;
    batcher.push({ type: event as WorkspaceChange['type'], path: relative });
  });
  watcher.on('error', (error) => onError(error instanceof Error ? error : new Error(String(error))));
  return {
    ready,
    async close() {
      batcher.dispose();
      await watcher.close();
    },
  };
}

/** Starts host/workspace/watcher-worker for `root`. */
export function startWatcherWorker(root: string): Worker {
  return startWorker(import.meta.url, 'watcher-worker', { workerData: { root } });
}

/**
 * Watches `root` with chokidar on a worker thread (watcher-worker.ts). chokidar's initial scan stats every file and
 * sets up a watch for it: 4 s for 30,000 cards, during which this thread's timers and requests waited over a second
 * each (the tree of a big workspace appeared 4 s late). On a worker the scan runs beside the host instead. A worker
 * that cannot start, or stops before its scan is done, means watching here instead; one that stops later is
 * reported through `onError`. Batching happens in the worker, so one batch is one message.
 */
export function watchOffThread(
  root: string,
  deliver: DeliverChanges,
  onError: (error: Error) => void,
  start: (root: string) => Worker = startWatcherWorker,
): TreeWatcher {
  let worker: Worker;
  try {
    worker = start(root);
  } catch {
    return watchHere(root, deliver, onError);
  }
  // A background watcher must not keep the process alive on its own; its workspace closes it.
  worker.unref();
  let scanned = false;
  let closed = false;
  let stopReported = false;
  let fallback: TreeWatcher | undefined;
  let markReady = (): void => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  worker.on('message', (message: WatcherMessage) => {
    if (closed) return;
    if (message.type === 'ready') {
      scanned = true;
      markReady();
    } else if (message.type === 'changes') deliver(message.changes);
    else onError(new Error(message.message));
  });
  const stopped = (error?: Error): void => {
    if (closed || fallback || stopReported) return;
    if (scanned) {
      stopReported = true;
      onError(error ?? new Error('the file watcher stopped; changes on disk are no longer reported'));
      return;
    }
    fallback = watchHere(root, deliver, onError);
    void fallback.ready.then(markReady);
  };
  // 'error' is followed by 'exit': only the first counts.
  worker.on('error', stopped);
  worker.on('exit', () => stopped());
  return {
    ready,
    async close() {
      closed = true;
      await Promise.all([worker.terminate(), fallback?.close()]);
    },
  };
}
