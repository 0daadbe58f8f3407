import type { Worker } from 'node:worker_threads';
import { joinZips } from './join-zips.js';
import { startZipWorker, zipOffThread, type ZipOffThread } from './zip-off-thread.js';

/**
 * Zip helpers a big compile starts. Two measured best on a 2-CPU machine (30,000 cards, medians): one helper
 * left the compile waiting about 2.3 s for its zip once parsing ended (the helper was still deflating
 * entries parsed last, then wrote the whole zip alone); with two, each zipping half, 0.65-1.0 s.
 */
export const ZIP_HELPERS = 2;

/** The most entries a zip holds without a ZIP64 end record, which joinZips does not write. */
const MAX_JOINED_ENTRIES = 0xffff;

/**
 * A pack zipped by several helpers at once, each zipping a consecutive run of its entries (the first one
 * also holds the head), joined into one zip at the end: the same bytes as one helper or this thread makes.
 * Starts up to `helpers` (fewer when some cannot start); null when the first cannot, and the caller zips
 * itself. A pack too big for joinZips goes to one helper.
 */
export function zipOffThreads(
  head: readonly string[],
  entryCount: number,
  helpers: number = ZIP_HELPERS,
  start: () => Worker = startZipWorker,
): ZipOffThread | null {
  const first = zipOffThread(head, start);
  if (!first) return null;
  if (helpers < 2 || head.length + entryCount > MAX_JOINED_ENTRIES) return first;
  const parts = [first];
  for (let i = 1; i < helpers; i++) {
    const part = zipOffThread([], start);
    if (part) parts.push(part);
  }
  return parts.length === 1 ? first : zipInParts(parts, head.length, Math.ceil(entryCount / parts.length));
}

/**
 * Entries go to `parts` in turn, `perPart` to each (the last takes whatever is left): the first part holds
 * the head's `headLength` entries too. Finish gives null when any part does (the caller then zips itself).
 */
export function zipInParts(parts: readonly ZipOffThread[], headLength: number, perPart: number): ZipOffThread {
  const added = parts.map(() => 0);
  let current = 0;
  return {
    add(entries) {
      let rest = entries;
      while (rest.length > 0) {
        const last = current === parts.length - 1;
        const room = last ? rest.length : perPart - (added[current] ?? 0);
        if (room <= 0) {
          current++;
          continue;
        }
        const now = rest.slice(0, room);
        parts[current]?.add(now);
        added[current] = (added[current] ?? 0) + now.length;
        rest = rest.slice(now.length);
      }
    },
    async finish(entries) {
      const total = added.reduce((sum, count) => sum + count, headLength);
      if (entries.length !== total) return null;
      const zips: Promise<Uint8Array | null>[] = [];
      let at = 0;
      parts.forEach((part, i) => {
        const size = (i === 0 ? headLength : 0) + (added[i] ?? 0);
        // A part given nothing is not needed: its zip would be empty.
        if (i > 0 && size === 0) part.stop();
        else zips.push(part.finish(entries.slice(at, at + size)));
        at += size;
      });
      const zipped = await Promise.all(zips);
      const complete = zipped.filter((zip): zip is Uint8Array => zip !== null);
      return complete.length === zipped.length ? joinZips(complete) : null;
    },
    stop() {
      for (const part of parts) part.stop();
    },
  };
}
