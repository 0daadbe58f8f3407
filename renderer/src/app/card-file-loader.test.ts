import { describe, expect, it } from 'vitest';
import type { CardWarning } from '../../../engine/diagnostics.js';
import { createCardFileLoader, flushDelay, type CardFileLoaderOptions } from './card-file-loader.js';

interface ReadRequest {
  readonly paths: readonly string[];
  /** Answers with each file's text: the path upper-cased, or null for a path in `unreadable`. */
  answer(unreadable?: readonly string[]): void;
  fail(): void;
}

/** A host whose reads answer only when the test says, and a parser that reports the text as a warning. */
function harness(options: Partial<CardFileLoaderOptions<readonly CardWarning[]>> = {}) {
  const reads: ReadRequest[] = [];
  const batches: Map<string, readonly CardWarning[]>[] = [];
  let flushes: (() => void)[] = [];
  const delays: number[] = [];
  const loader = createCardFileLoader<readonly CardWarning[]>({
    read: (paths) =>
      new Promise((resolve, reject) =>
        reads.push({
          paths,
          answer: (unreadable = []) => resolve(paths.map((p) => (unreadable.includes(p) ? null : p.toUpperCase()))),
          fail: () => reject(new Error('host gone')),
        }),
      ),
    parse: (path, text) => [{ file: path, line: 1, column: 1, endColumn: 2, code: 'unknown-key', message: text }],
    deliver: (batch) => batches.push(new Map(batch)),
    schedule: (flush, delayMs) => {
      flushes.push(flush);
      delays.push(delayMs);
    },
    ...options,
  });
  // Lets the promise callbacks of answered reads run: a turn of the event loop, not a wait for time.
  const settled = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
  const flush = (): void => {
    const due = flushes;
    flushes = [];
    for (const f of due) f();
  };
  const delivered = (): Record<string, string> =>
    Object.fromEntries(batches.flatMap((b) => [...b].map(([p, w]) => [p, w[0]?.message ?? ''])));
  return { loader, reads, batches, delays, flush, settled, delivered, flushCount: () => flushes.length };
}

describe('createCardFileLoader', () => {
  it('asks for many files per request, with at most `concurrency` requests in flight', async () => {
    const h = harness({ batchSize: 2, concurrency: 2 });
    for (const p of ['a', 'b', 'c', 'd', 'e']) h.loader.load(p);
    await h.settled();
    expect(h.reads.map((r) => r.paths)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    h.reads[0]?.answer();
    await h.settled();
    expect(h.reads.map((r) => r.paths)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it('delivers every file parsed since the last delivery in one batch, once per scheduled flush', async () => {
    const h = harness({ batchSize: 2, concurrency: 2 });
    for (const p of ['a', 'b', 'c']) h.loader.load(p);
    await h.settled();
    h.reads[0]?.answer();
    await h.settled();
    expect(h.flushCount()).toBe(1);
    h.flush();
    expect(h.delivered()).toEqual({ a: 'A', b: 'B' });
    h.reads[1]?.answer();
    await h.settled();
    h.flush();
    expect(h.batches.map((b) => [...b.keys()])).toEqual([['a', 'b'], ['c']]);
  });

  it('drops the answer to an older read of a file loaded again, and skips unreadable files and failed requests', async () => {
    const h = harness({ batchSize: 1, concurrency: 3 });
    h.loader.load('a');
    await h.settled();
    h.loader.load('a');
    await h.settled();
    h.loader.load('gone');
    await h.settled();
    expect(h.reads.map((r) => r.paths)).toEqual([['a'], ['a'], ['gone']]);
    h.reads[1]?.answer();
    h.reads[0]?.fail();
    h.reads[2]?.answer(['gone']);
    await h.settled();
    h.flush();
    expect(h.delivered()).toEqual({ a: 'A' });
  });

  it('forgets a deleted file, whether queued, being read or parsed and waiting', async () => {
    const h = harness({ batchSize: 1, concurrency: 1 });
    for (const p of ['reading', 'queued']) h.loader.load(p);
    await h.settled();
    h.loader.forget('queued');
    h.loader.forget('reading');
    h.reads[0]?.answer();
    await h.settled();
    expect(h.reads.map((r) => r.paths)).toEqual([['reading']]);
    h.loader.load('parsed');
    await h.settled();
    h.reads[1]?.answer();
    await h.settled();
    h.loader.forget('parsed');
    h.flush();
    expect(h.batches).toEqual([]);
  });

  it('reads and delivers nothing once disposed', async () => {
    const h = harness({ batchSize: 1, concurrency: 1 });
    for (const p of ['a', 'b']) h.loader.load(p);
    await h.settled();
    h.loader.dispose();
    h.reads[0]?.answer();
    await h.settled();
    h.flush();
    h.loader.load('c');
    await h.settled();
    expect(h.reads.map((r) => r.paths)).toEqual([['a']]);
    expect(h.batches).toEqual([]);
  });

  it('treats a parser crash as a file without warnings to report', async () => {
    const h = harness({
      parse: () => {
        throw new Error('boom');
      },
    });
    h.loader.load('a');
    await h.settled();
    h.reads[0]?.answer();
    await h.settled();
    h.flush();
    expect(h.batches).toEqual([]);
  });

  it('delivers less often as a bulk load grows, and promptly at its end and for a file read alone', async () => {
    const h = harness({ batchSize: 4000, concurrency: 1 });
    for (let i = 0; i < 12_000; i++) h.loader.load(`f${i}`);
    for (let read = 0; read < 3; read++) {
      await h.settled();
      h.reads[read]?.answer();
      await h.settled();
      h.flush();
    }
    expect(Object.keys(h.delivered())).toHaveLength(12_000);
    // First answer: nothing delivered yet; second: 4,000 delivered and 4,000 still queued; third: the last.
    expect(h.delays).toEqual([flushDelay(0, true), flushDelay(4000, true), flushDelay(8000, false)]);
    expect(h.delays).toEqual([100, 133, 100]);

    h.loader.load('f7');
    await h.settled();
    h.reads[3]?.answer();
    await h.settled();
    expect(h.delays.at(-1)).toBe(100);
  });
});

describe('what remains to read', () => {
  it('counts queued and in-flight files down, an unreadable file or a failed request counting as done', async () => {
    const remaining: number[] = [];
    const h = harness({ batchSize: 2, concurrency: 1, onRemaining: (n) => remaining.push(n) });
    for (const p of ['a', 'b', 'c', 'd', 'e']) h.loader.load(p);
    expect(h.loader.remaining()).toBe(5);
    await h.settled();
    expect(h.loader.remaining()).toBe(5);
    h.reads[0]?.answer(['b']);
    await h.settled();
    h.flush();
    h.reads[1]?.fail();
    await h.settled();
    h.flush();
    expect(h.loader.remaining()).toBe(1);
    h.reads[2]?.answer();
    await h.settled();
    h.flush();
    // Reported at each delivery time, also when nothing was delivered (the failed request).
    expect(remaining).toEqual([3, 1, 0]);
    expect(h.loader.remaining()).toBe(0);
    expect(Object.keys(h.delivered())).toEqual(['a', 'e']);
  });

  it('counts a file loaded again while being read until both reads answer, and a forgotten queued file not at all', async () => {
    const h = harness({ batchSize: 1, concurrency: 1 });
    h.loader.load('a');
    h.loader.load('b');
    await h.settled();
    h.loader.forget('b');
    expect(h.loader.remaining()).toBe(1);
    h.loader.load('a');
    expect(h.loader.remaining()).toBe(2);
    h.reads[0]?.answer();
    await h.settled();
    h.reads[1]?.answer();
    await h.settled();
    expect(h.loader.remaining()).toBe(0);
  });
});

describe('flushDelay', () => {
  it('is 100 ms for a lone file, and grows with the files delivered during a bulk load, up to a second', () => {
    expect([0, 3000, 15_000, 30_000, 90_000].map((n) => flushDelay(n, true))).toEqual([100, 100, 500, 1000, 1000]);
    expect(flushDelay(30_000, false)).toBe(100);
  });
});
