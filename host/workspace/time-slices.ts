import { setImmediate as nextTurn } from 'node:timers/promises';

/** Milliseconds of blocking file system work between turns of the event loop. */
export const SLICE_MS = 10;

/**
 * For work done with blocking calls (cheaper than the thread pool for many small files: the compile, readFiles,
 * listTree): call the returned function between items; once `sliceMs` have passed since the last turn it gives
 * the event loop one, so requests, IPC and timers never wait for more than a slice (plus one item: on a slow
 * network drive, one read).
 */
export function timeSlices(
  sliceMs: number = SLICE_MS,
  now: () => number = () => performance.now(),
): () => Promise<void> {
  let sliceStart = now();
  return async () => {
    if (now() - sliceStart < sliceMs) return;
    await nextTurn();
    sliceStart = now();
  };
}
