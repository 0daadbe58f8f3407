import type { Worker } from 'node:worker_threads';
import { startWorker } from '../start-worker.js';
import type { ZipInput } from './zip-entries.js';
import type { ZipWorkerReply, ZipWorkerRequest } from './zip-worker.js';

/**
 * A pack zip filled on a helper thread while the compile is still parsing. The helper adds and deflates each
 * entry as it arrives (adm-zip's headers, checksum and compression, and the garbage they make), beside the
 * parser, on another core and in a heap of its own, so little is left for the end. zipOffThreads (zip-in-parts)
 * runs two of these, each zipping half a pack.
 */
export interface ZipOffThread {
  /** Entries in the order the zip will hold them, after the head. Copied: the caller keeps its bytes. */
  add(entries: readonly ZipInput[]): void;
  /**
   * Zips `entries`, the whole pack in order: the head entries' bytes are taken from here; the rest must be the
   * entries added, by path and in the same order (their bytes as they were added: entries are never changed once
   * laid out). Null when they are not, or when the helper failed or died: the caller then zips on its own thread,
   * so a helper never changes the outcome, only the time.
   */
  finish(entries: readonly ZipInput[]): Promise<Uint8Array | null>;
  /** Stops the helper, after finish or to abandon the zip. */
  stop(): void;
}

/** Stands in for a head entry until its bytes are known (not empty: adm-zip stores empty entries unlike others). */
const PLACEHOLDER = new Uint8Array([0x7b, 0x7d]);

/**
 * Starts a helper whose zip begins with the entries named in `head` (the manifest, known only once every card is
 * laid out). Null when no helper can start.
 */
export function zipOffThread(head: readonly string[], start: () => Worker = startZipWorker): ZipOffThread | null {
  let worker: Worker;
  try {
    worker = start();
  } catch {
    return null;
  }
  let gone = false;
  let settle: ((bytes: Uint8Array | null) => void) | null = null;
  const end = (bytes: Uint8Array | null): void => {
    gone = true;
    settle?.(bytes);
    settle = null;
  };
  worker.on('message', (reply: ZipWorkerReply) => end(reply.type === 'zipped' ? reply.bytes : null));
  worker.on('error', () => end(null));
  worker.on('exit', () => end(null));
  const send = (request: ZipWorkerRequest, transfer: ArrayBuffer[] = []): void => {
    if (!gone) worker.postMessage(request, transfer);
  };
  const sendBatch = (entries: readonly ZipInput[]): void => {
    const { paths, ends, bytes } = batched(entries);
    send({ type: 'add', paths, ends, bytes }, [bytes.buffer]);
  };

  // Paths added after the head, in order: what finish checks the pack against.
  const added: string[] = [];
  sendBatch(head.map((path) => ({ path, bytes: PLACEHOLDER })));
  return {
    add(entries) {
      if (gone) return;
      for (const entry of entries) added.push(entry.path);
      sendBatch(entries);
    },
    finish(entries) {
      if (gone || !laidOutAlike(entries, head, added)) return Promise.resolve(null);
      const zipped = new Promise<Uint8Array | null>((resolve) => (settle = resolve));
      send({ type: 'finish', replace: entries.slice(0, head.length) });
      return zipped;
    },
    stop() {
      end(null);
      void worker.terminate();
    },
  };
}

/** Entries as one new buffer (moved to the helper, so the caller's bytes stay its own) and where each one ends. */
function batched(entries: readonly ZipInput[]): { paths: string[]; ends: number[]; bytes: Uint8Array<ArrayBuffer> } {
  let total = 0;
  for (const entry of entries) total += entry.bytes.byteLength;
  const bytes = new Uint8Array(total);
  const ends: number[] = [];
  let at = 0;
  for (const entry of entries) {
    bytes.set(entry.bytes, at);
    at += entry.bytes.byteLength;
    ends.push(at);
  }
  return { paths: entries.map((entry) => entry.path), ends, bytes };
}

/** True when `entries` are the head followed by exactly the added paths, in order. */
function laidOutAlike(entries: readonly ZipInput[], head: readonly string[], added: readonly string[]): boolean {
  if (entries.length !== head.length + added.length) return false;
  return entries.every((entry, i) => entry.path === (i < head.length ? head[i] : added[i - head.length]));
}

/** Starts host/packs/zip-worker (see startWorker for how, from sources or built JavaScript). */
export function startZipWorker(): Worker {
  return startWorker(import.meta.url, 'zip-worker');
}
