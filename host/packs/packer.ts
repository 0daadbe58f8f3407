import { Worker } from 'node:worker_threads';
import { packBatch, type BatchDeps, type BatchOutcome, type ReadBatch } from './pack-batch.js';
import type { PackReply, PackTask } from './pack-worker.js';

/** Parses and lays out batches that have been read; `onCard` hears of each card as its batch finishes. */
export interface Packer {
  pack(read: ReadBatch): Promise<BatchOutcome>;
  close(): Promise<void>;
}

/** Packs on the calling thread, at once. */
export function localPacker(deps: BatchDeps, onCard: (source: string) => void): Packer {
  return {
    pack: (read) => Promise.resolve(packBatch(read, deps, onCard)),
    close: () => Promise.resolve(),
  };
}

/**
 * Packs on a worker thread, so the calling thread is free to keep the disk busy: reading (libuv's
 * threads, fed by this thread's callbacks) and parsing (the worker) overlap instead of taking turns.
 * Anything wrong with the worker (it cannot start, as in a packaged app that cannot load its module, or it
 * dies) only means the rest is packed here: the result is the same either way.
 */
export function workerPacker(
  deps: BatchDeps,
  onCard: (source: string) => void,
  start: () => Worker = startPackWorker,
): Packer {
  const local = localPacker(deps, onCard);
  const waiting = new Map<number, { read: ReadBatch; settle: (outcome: BatchOutcome) => void }>();
  let nextId = 0;
  let worker: Worker | null = null;
  const giveUp = (): void => {
    if (worker === null) return;
    void worker.terminate();
    worker = null;
    for (const { read, settle } of waiting.values()) settle(packBatch(read, deps, onCard));
    waiting.clear();
  };
  try {
    worker = start();
    worker.on('message', (reply: PackReply) => {
      const task = waiting.get(reply.id);
      if (!task) return;
      waiting.delete(reply.id);
      for (const source of reply.finished) onCard(source);
      task.settle(reply.outcome);
    });
    worker.on('error', giveUp);
    worker.on('exit', giveUp);
  } catch {
    worker = null;
  }
  return {
    pack(read) {
      const running = worker;
      if (running === null) return local.pack(read);
      return new Promise((settle) => {
        const id = nextId++;
        waiting.set(id, { read, settle });
        running.postMessage({ id, read } satisfies PackTask);
      });
    },
    async close() {
      const running = worker;
      worker = null;
      if (running) await running.terminate();
    },
  };
}

/**
 * Starts host/packs/pack-worker. From TypeScript sources (tsx, vitest) the worker registers tsx before
 * importing it, since Node 20 does not pass a thread's module hooks on to its workers; built JavaScript
 * (the desktop app) starts it directly.
 */
export function startPackWorker(): Worker {
  const self = import.meta.url;
  if (!self.endsWith('.ts')) return new Worker(new URL('./pack-worker.js', self));
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./pack-worker.ts', self).href;
  const boot = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { eval: true });
}
