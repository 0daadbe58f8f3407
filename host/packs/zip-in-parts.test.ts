import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { zipEntries, type ZipInput } from './zip-entries.js';
import { zipInParts, zipOffThreads } from './zip-in-parts.js';
import { startZipWorker, type ZipOffThread } from './zip-off-thread.js';
import { textEntry, sameBytes } from './testing/zip-input.js';

const MANIFEST = textEntry('manifest.json', '{"cards": 5}\n');
const CARDS = ['a', 'b', 'c', 'd', 'e'].map((name) =>
  textEntry(`cards/${name}.json`, `{"name":"${name.toUpperCase()}"}\n`),
);

/** A part that records what it is given and zips it on this thread (or gives `result` instead). */
function recordingPart(
  result?: null,
): ZipOffThread & { adds: string[][]; finished: string[] | null; stopped: boolean } {
  const part = {
    adds: [] as string[][],
    finished: null as string[] | null,
    stopped: false,
    add(entries: readonly ZipInput[]) {
      part.adds.push(entries.map((entry) => entry.path));
    },
    finish(entries: readonly ZipInput[]) {
      part.finished = entries.map((entry) => entry.path);
      return Promise.resolve(result === null ? null : new Uint8Array(zipEntries(entries)));
    },
    stop() {
      part.stopped = true;
    },
  };
  return part;
}

describe('zipInParts', () => {
  it('gives each part its share of consecutive entries, cutting batches where a share ends', async () => {
    const parts = [recordingPart(), recordingPart()];
    const zip = zipInParts(parts, 1, 3);
    zip.add(CARDS.slice(0, 2));
    zip.add(CARDS.slice(2, 4));
    zip.add(CARDS.slice(4));
    expect(parts.map((part) => part.adds)).toEqual([
      [['cards/a.json', 'cards/b.json'], ['cards/c.json']],
      [['cards/d.json'], ['cards/e.json']],
    ]);
    const zipped = await zip.finish([MANIFEST, ...CARDS]);
    expect(parts.map((part) => part.finished)).toEqual([
      ['manifest.json', 'cards/a.json', 'cards/b.json', 'cards/c.json'],
      ['cards/d.json', 'cards/e.json'],
    ]);
    expect(sameBytes(zipped, zipEntries([MANIFEST, ...CARDS]))).toBe(true);
  });

  it('the last part takes whatever is left; a part given nothing is stopped, not finished', async () => {
    const parts = [recordingPart(), recordingPart(), recordingPart()];
    const zip = zipInParts(parts, 1, 2);
    zip.add(CARDS);
    expect(parts.map((part) => part.adds.flat().length)).toEqual([2, 2, 1]);
    const few = [recordingPart(), recordingPart()];
    const small = zipInParts(few, 1, 3);
    small.add(CARDS.slice(0, 2));
    const zipped = await small.finish([MANIFEST, ...CARDS.slice(0, 2)]);
    expect(sameBytes(zipped, zipEntries([MANIFEST, ...CARDS.slice(0, 2)]))).toBe(true);
    expect(few.map((part) => [part.finished !== null, part.stopped])).toEqual([
      [true, false],
      [false, true],
    ]);
  });

  it('gives null when any part does, or when the pack holds other entries than were added', async () => {
    const failing = zipInParts([recordingPart(), recordingPart(null)], 1, 3);
    failing.add(CARDS);
    expect(await failing.finish([MANIFEST, ...CARDS])).toBeNull();
    const fewer = zipInParts([recordingPart(), recordingPart()], 1, 3);
    fewer.add(CARDS);
    expect(await fewer.finish([MANIFEST, ...CARDS.slice(1)])).toBeNull();
  });

  it('stops every part', () => {
    const parts = [recordingPart(), recordingPart()];
    zipInParts(parts, 1, 3).stop();
    expect(parts.map((part) => part.stopped)).toEqual([true, true]);
  });
});

describe('zipOffThreads', () => {
  it('zips a pack on two helper threads to the same bytes as zipEntries', async () => {
    const zip = zipOffThreads(['manifest.json'], CARDS.length);
    if (!zip) throw new Error('no helper started');
    try {
      zip.add(CARDS.slice(0, 4));
      zip.add(CARDS.slice(4));
      expect(sameBytes(await zip.finish([MANIFEST, ...CARDS]), zipEntries([MANIFEST, ...CARDS]))).toBe(true);
    } finally {
      zip.stop();
    }
  });

  it('zips a pack with nothing but its head', async () => {
    const zip = zipOffThreads(['manifest.json'], 0);
    if (!zip) throw new Error('no helper started');
    try {
      expect(sameBytes(await zip.finish([MANIFEST]), zipEntries([MANIFEST]))).toBe(true);
    } finally {
      zip.stop();
    }
  });

  it('starts one helper for a pack too big to join, or when only one starts; none when the first cannot', async () => {
    let started = 0;
    const counting = (): Worker => (started++, startZipWorker());
    zipOffThreads(['manifest.json'], 70_000, 2, counting)?.stop();
    expect(started).toBe(1);
    zipOffThreads(['manifest.json'], 10, 1, counting)?.stop();
    expect(started).toBe(2);

    let tries = 0;
    const secondFails = (): Worker => {
      if (++tries === 2) throw new Error('no second worker');
      return startZipWorker();
    };
    const one = zipOffThreads(['manifest.json'], CARDS.length, 2, secondFails);
    if (!one) throw new Error('no helper started');
    try {
      one.add(CARDS);
      expect(sameBytes(await one.finish([MANIFEST, ...CARDS]), zipEntries([MANIFEST, ...CARDS]))).toBe(true);
    } finally {
      one.stop();
    }
    const none = (): Worker => {
      throw new Error('no workers here');
    };
    expect(zipOffThreads(['manifest.json'], CARDS.length, 2, none)).toBeNull();
  });

  it('gives null when the second helper dies, so the caller zips itself', async () => {
    let tries = 0;
    const secondDies = (): Worker => (++tries === 2 ? new Worker('process.exit(3)', { eval: true }) : startZipWorker());
    const zip = zipOffThreads(['manifest.json'], CARDS.length, 2, secondDies);
    if (!zip) throw new Error('no helper started');
    try {
      zip.add(CARDS);
      expect(await zip.finish([MANIFEST, ...CARDS])).toBeNull();
    } finally {
      zip.stop();
    }
  });
});
