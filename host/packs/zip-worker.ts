import { parentPort } from 'node:worker_threads';
import { errorMessage } from '../error-message.js';
import { PackZip, type ZipInput } from './zip-entries.js';

/**
 * What the compile sends its zip helper: batches of entries in pack order, then the entries to replace before
 * zipping. A batch is one buffer moved across, not one copied per entry: `ends[i]` is where entry i's bytes end.
 */
export type ZipWorkerRequest =
  | {
      readonly type: 'add';
      readonly paths: readonly string[];
      readonly ends: readonly number[];
      readonly bytes: Uint8Array;
    }
  | { readonly type: 'finish'; readonly replace: readonly ZipInput[] };

export type ZipWorkerReply =
  { readonly type: 'zipped'; readonly bytes: Uint8Array } | { readonly type: 'failed'; readonly message: string };

// The helper side of host/packs/zip-off-thread.ts: one PackZip, filled (and deflated) while the compile parses.
const port = parentPort;
if (port) {
  const zip = new PackZip({ deflateOnAdd: true });
  const reply = (message: ZipWorkerReply, transfer: ArrayBuffer[] = []): void => port.postMessage(message, transfer);
  port.on('message', (request: ZipWorkerRequest) => {
    try {
      if (request.type === 'add') {
        let start = 0;
        request.paths.forEach((path, i) => {
          const end = request.ends[i] ?? start;
          zip.add({ path, bytes: request.bytes.subarray(start, end) });
          start = end;
        });
        return;
      }
      const missing = request.replace.find((entry) => !zip.replace(entry));
      if (missing) {
        reply({ type: 'failed', message: `${missing.path} was never added` });
        return;
      }
      const bytes = zip.toBuffer();
      // The zip is one buffer of its own (adm-zip allocates it whole): move it rather than copy it.
      const movable = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
      reply({ type: 'zipped', bytes }, movable && bytes.buffer instanceof ArrayBuffer ? [bytes.buffer] : []);
    } catch (error) {
      reply({ type: 'failed', message: errorMessage(error) });
    }
  });
}
