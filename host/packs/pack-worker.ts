import { parentPort } from 'node:worker_threads';
import { parseCardFile } from '../../engine/format/formats.js';
import { packBatch, type BatchOutcome, type ReadBatch } from './pack-batch.js';
import { nodePackFs } from './pack-fs.js';

/** A batch of card texts, read by the compiling thread, to parse and lay out here. */
export interface PackTask {
  readonly id: number;
  readonly read: ReadBatch;
}

export interface PackReply {
  readonly id: number;
  readonly outcome: BatchOutcome;
  /** Sources of the cards finished, in order, for the progress bar. */
  readonly finished: readonly string[];
}

// The worker side of host/packs/packer.ts: the same packBatch the compiling thread would run.
const port = parentPort;
if (port) {
  const deps = { fs: nodePackFs, parseCardFile };
  port.on('message', (task: PackTask) => {
    const finished: string[] = [];
    const outcome = packBatch(task.read, deps, (source) => finished.push(source));
    port.postMessage({ id: task.id, outcome, finished } satisfies PackReply);
  });
}
