import type { Worker } from 'node:worker_threads';
import { startWorker } from '../start-worker.js';
import { compileWorkspace, type CompileOptions, type CompileResult } from './compile-workspace.js';
import type { CompileWorkerReply, CompileWorkerRequest } from './compile-worker.js';

/** The options of a compile on its own thread: the real file system and parser only. */
export type OffThreadCompileOptions = Omit<CompileOptions, 'deps'>;

/**
 * compileWorkspace on a worker thread, so the host's own thread never waits on it: adm-zip zips synchronously,
 * seconds for tens of thousands of cards, and the host must keep answering the page (and, in the desktop app,
 * the window) meanwhile. Progress and cancelling cross over as messages. A worker that cannot start (a packaged
 * app that cannot load its module) or dies before it answers only means the compile runs here instead; the
 * pack is written atomically either way, so a half-done attempt leaves nothing behind but a hidden temporary
 * file at worst. Never throws.
 */
export function compileOffThread(
  options: OffThreadCompileOptions,
  start: () => Worker = startCompileWorker,
): Promise<CompileResult> {
  const here = (): Promise<CompileResult> => compileWorkspace(options);
  let worker: Worker;
  try {
    worker = start();
  } catch {
    return here();
  }
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: CompileResult | Promise<CompileResult>): void => {
      if (settled) return;
      settled = true;
      options.signal?.removeEventListener('abort', cancel);
      void worker.terminate();
      resolve(result);
    };
    const send = (request: CompileWorkerRequest): void => worker.postMessage(request);
    const cancel = (): void => send({ type: 'cancel' });
    worker.on('message', (reply: CompileWorkerReply) => {
      if (reply.type === 'result') settle(reply.result);
      else {
        try {
          options.onProgress?.(reply.progress);
        } catch {
          // A broken progress display must not break the compile.
        }
      }
    });
    // 'error' is followed by 'exit': compile here once.
    const giveUp = (): void => {
      if (!settled) settle(here());
    };
    worker.on('error', giveUp);
    worker.on('exit', giveUp);
    const { root, out, zipHelper } = options;
    send({ type: 'compile', root, out, strict: options.strict === true, zipHelper });
    if (options.signal?.aborted) cancel();
    else options.signal?.addEventListener('abort', cancel, { once: true });
  });
}

/** Starts host/packs/compile-worker (see startWorker for how, from sources or built JavaScript). */
export function startCompileWorker(): Worker {
  return startWorker(import.meta.url, 'compile-worker');
}
