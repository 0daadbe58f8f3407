import { parentPort } from 'node:worker_threads';
import { parseTask, type ParsedFile, type ParseTask } from './parse-card-task.js';

/** A chunk of files for a worker of the parse pool (host/cli/parse-pool.ts) to read and parse. */
export interface ParseChunkRequest {
  readonly chunk: number;
  readonly tasks: readonly ParseTask[];
  readonly withCards: boolean;
}

/** `ready` once the parser is loaded; then each chunk's outcomes, in the order of the request's tasks. */
export type ParseWorkerReply = 'ready' | { readonly chunk: number; readonly results: readonly ParsedFile[] };

// The worker side of the parse pool: the same parseTask the main thread runs, on its own thread.
const port = parentPort;
if (port) {
  port.on('message', ({ chunk, tasks, withCards }: ParseChunkRequest) => {
    const results = tasks.map((task) => parseTask(task, withCards));
    const reply: ParseWorkerReply = { chunk, results };
    port.postMessage(reply);
  });
  port.postMessage('ready' satisfies ParseWorkerReply);
}
