import { parentPort } from 'node:worker_threads';
import { compileWorkspace, type CompileProgress, type CompileResult } from './compile-workspace.js';

/** What the host sends the compile worker: one compile, then perhaps a cancel. */
export type CompileWorkerRequest =
  | {
      readonly type: 'compile';
      readonly root: string;
      readonly out: string;
      readonly strict: boolean;
      readonly zipHelper?: boolean;
    }
  | { readonly type: 'cancel' };

export type CompileWorkerReply =
  | { readonly type: 'progress'; readonly progress: CompileProgress }
  | { readonly type: 'result'; readonly result: CompileResult };

/** At most one progress message per this many milliseconds (and always the last): 30,000 cards, not 30,000 messages. */
const PROGRESS_INTERVAL_MS = 20;

// The worker side of host/packs/compile-off-thread.ts: the same compileWorkspace, on its own thread.
const port = parentPort;
if (port) {
  const cancel = new AbortController();
  const reply = (message: CompileWorkerReply): void => port.postMessage(message);
  port.on('message', (request: CompileWorkerRequest) => {
    if (request.type === 'cancel') {
      cancel.abort();
      return;
    }
    let sent = Number.NEGATIVE_INFINITY;
    const onProgress = (progress: CompileProgress): void => {
      const now = performance.now();
      if (progress.done !== progress.total && now - sent < PROGRESS_INTERVAL_MS) return;
      sent = now;
      reply({ type: 'progress', progress });
    };
    const { root, out, strict, zipHelper } = request;
    void compileWorkspace({ root, out, strict, zipHelper, signal: cancel.signal, onProgress }).then((result) =>
      reply({ type: 'result', result }),
    );
  });
}
