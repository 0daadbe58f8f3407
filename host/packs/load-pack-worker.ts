import { parentPort } from 'node:worker_threads';
import { loadPack, type LoadPackResult } from './load-pack.js';

/** What the host sends the load worker: the path of one pack. */
export interface LoadPackWorkerRequest {
  readonly path: string;
}

export interface LoadPackWorkerReply {
  readonly result: LoadPackResult;
}

// The worker side of host/packs/load-pack-off-thread.ts: the same loadPack, on its own thread.
const port = parentPort;
if (port) {
  port.once('message', (request: LoadPackWorkerRequest) => {
    void loadPack(request.path).then((result) => port.postMessage({ result } satisfies LoadPackWorkerReply));
  });
}
