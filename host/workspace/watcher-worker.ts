import { parentPort, workerData } from 'node:worker_threads';
import type { WorkspaceChange } from '../contract.js';
import { watchHere } from './watcher.js';

/** What the watcher worker tells its host (see watchOffThread). */
export type WatcherMessage =
  | { readonly type: 'ready' }
  | { readonly type: 'changes'; readonly changes: readonly WorkspaceChange[] }
  | { readonly type: 'error'; readonly message: string };

// The worker side of watchOffThread: chokidar for one folder tree, its batches posted to the host thread.
const port = parentPort;
if (port) {
  const { root } = workerData as { readonly root: string };
  const post = (message: WatcherMessage): void => port.postMessage(message);
  const watcher = watchHere(
    root,
    (changes) => post({ type: 'changes', changes }),
    (error) => post({ type: 'error', message: error.message }),
  );
  void watcher.ready.then(() => post({ type: 'ready' }));
}
