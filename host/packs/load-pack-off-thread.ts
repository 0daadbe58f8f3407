import { stat } from 'node:fs/promises';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../start-worker.js';
import { loadPack, type LoadPackResult } from './load-pack.js';
import type { LoadPackWorkerReply, LoadPackWorkerRequest } from './load-pack-worker.js';

/**
 * From this size a pack is read on a worker thread: inflating, hashing and parsing tens of thousands of entries
 * (or a hostile pack up to the limits) takes seconds, and the host must keep answering the page and the window.
 * Smaller packs are read here, where a thread's start (0.1-0.5 s) would cost more than the read.
 */
export const OFF_THREAD_PACK_BYTES = 1024 * 1024;

/**
 * loadPack for the host: on a worker thread when the file is large. A worker that cannot start or dies before it
 * answers only means the pack is read here instead. Never throws.
 */
export async function loadPackOffThread(
  file: string,
  start: () => Worker = startLoadPackWorker,
  threshold: number = OFF_THREAD_PACK_BYTES,
): Promise<LoadPackResult> {
  const size = await stat(file).then(
    (info) => info.size,
    () => 0,
  );
  if (size < threshold) return loadPack(file);
  let worker: Worker;
  try {
    worker = start();
  } catch {
    return loadPack(file);
  }
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: LoadPackResult | Promise<LoadPackResult>): void => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      resolve(result);
    };
    worker.once('message', (reply: LoadPackWorkerReply) => settle(reply.result));
    // 'error' is followed by 'exit': read here once.
    const giveUp = (): void => settle(loadPack(file));
    worker.once('error', giveUp);
    worker.once('exit', giveUp);
    worker.postMessage({ path: file } satisfies LoadPackWorkerRequest);
  });
}

/** Starts host/packs/load-pack-worker (see startWorker for how, from sources or built JavaScript). */
export function startLoadPackWorker(): Worker {
  return startWorker(import.meta.url, 'load-pack-worker');
}
