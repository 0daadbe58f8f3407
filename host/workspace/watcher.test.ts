import { mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WorkspaceChange } from '../contract.js';
import { startWatcherWorker, watchOffThread, type TreeWatcher } from './watcher.js';

let root: string;
let watcher: TreeWatcher | undefined;

beforeEach(async () => {
  root = await realpath(await mkdtemp(path.join(tmpdir(), 'cardsmith-watch-')));
  await writeFile(path.join(root, 'bolt.card'), 'name Lightning Bolt\n');
});

afterEach(async () => {
  await watcher?.close();
  watcher = undefined;
  await rm(root, { recursive: true, force: true });
});

/** Everything delivered, and a promise for the first batch holding a given change. */
function recorder() {
  const batches: (readonly WorkspaceChange[])[] = [];
  const waiting: { path: string; resolve: () => void }[] = [];
  const deliver = (changes: readonly WorkspaceChange[]): void => {
    batches.push(changes);
    for (const w of [...waiting]) {
      if (changes.some((c) => c.path === w.path)) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve();
      }
    }
  };
  const changeTo = (file: string): Promise<void> => new Promise((resolve) => waiting.push({ path: file, resolve }));
  return { batches, deliver, changeTo };
}

/** Starts the real watcher worker and keeps hold of it, so a test can see it live or stop it. */
function trackedStart() {
  const started: { worker?: Worker; exited: boolean } = { exited: false };
  const start = (dir: string): Worker => {
    const worker = startWatcherWorker(dir);
    worker.on('exit', () => (started.exited = true));
    started.worker = worker;
    return worker;
  };
  return { started, start };
}

describe('watching on a worker thread', () => {
  it('reports changes from the worker, which stays up until closed and ends then', async () => {
    const seen = recorder();
    const { started, start } = trackedStart();
    const errors: Error[] = [];
    watcher = watchOffThread(root, seen.deliver, (e) => errors.push(e), start);
    await watcher.ready;
    const added = seen.changeTo('elf.card');
    await writeFile(path.join(root, 'elf.card'), 'name Llanowar Elves\n');
    await added;
    expect(seen.batches.flat()).toContainEqual({ type: 'add', path: 'elf.card' });
    // Still the worker's doing, not a fallback here.
    expect(started.worker?.threadId).toBeGreaterThan(0);
    expect(started.exited).toBe(false);
    expect(errors).toEqual([]);

    const exited = new Promise((resolve) => started.worker?.once('exit', resolve));
    await watcher.close();
    await exited;
  });

  it('watches here instead when the worker cannot start', async () => {
    const seen = recorder();
    watcher = watchOffThread(
      root,
      seen.deliver,
      () => undefined,
      () => {
        throw new Error('no worker in this build');
      },
    );
    await watcher.ready;
    const changed = seen.changeTo('bolt.card');
    await writeFile(path.join(root, 'bolt.card'), 'name Chain Lightning\n');
    await changed;
  });

  it('watches here instead when the worker stops before its scan is done', async () => {
    const seen = recorder();
    const errors: Error[] = [];
    watcher = watchOffThread(
      root,
      seen.deliver,
      (e) => errors.push(e),
      () => new Worker('process.exit(3)', { eval: true }),
    );
    await watcher.ready;
    const added = seen.changeTo('elf.card');
    await writeFile(path.join(root, 'elf.card'), 'name Llanowar Elves\n');
    await added;
    expect(errors).toEqual([]);
  });

  it('says so once when the worker stops after its scan, or fails', async () => {
    const { started, start } = trackedStart();
    const errors: Error[] = [];
    watcher = watchOffThread(
      root,
      () => undefined,
      (e) => errors.push(e),
      start,
    );
    await watcher.ready;
    await started.worker?.terminate();
    expect(errors.map((e) => e.message)).toEqual(['the file watcher stopped; changes on disk are no longer reported']);

    // A worker that fails after its scan: its error, and not also the exit that follows it. It breaks only when
    // told to, once its 'ready' has arrived: a worker's errors and messages reach this thread on different
    // channels, so an error thrown right after posting 'ready' may overtake it (and count as a failed start).
    let broken: Worker | undefined;
    const failing = watchOffThread(
      root,
      () => undefined,
      (e) => errors.push(e),
      () => {
        broken = new Worker(
          "const { parentPort } = require('node:worker_threads'); parentPort.postMessage({ type: 'ready' }); parentPort.once('message', () => { throw new Error('watcher broke'); });",
          { eval: true },
        );
        return broken;
      },
    );
    // Registered after watchOffThread's own listener, so it runs after it.
    const exited = new Promise((resolve) => broken?.once('exit', resolve));
    await failing.ready;
    broken?.postMessage('break');
    await exited;
    expect(errors.map((e) => e.message)).toEqual([
      'the file watcher stopped; changes on disk are no longer reported',
      'watcher broke',
    ]);
    await failing.close();
  });
});
