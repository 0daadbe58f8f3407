export interface CardFileLoaderOptions<T> {
  /** The files' texts from the host, in the order asked; null for a file that cannot be read. */
  readonly read: (paths: readonly string[]) => Promise<readonly (string | null)[]>;
  /** What the page keeps of a file: its warnings, its template... */
  readonly parse: (path: string, text: string) => T;
  /** Receives the files parsed since the last delivery, in one batch. */
  readonly deliver: (batch: ReadonlyMap<string, T>) => void;
  /** Files per read request (at most the host's MAX_READ_FILES). */
  readonly batchSize?: number;
  /** Read requests in flight at once. */
  readonly concurrency?: number;
  /** Runs `flush` about `delayMs` later (see flushDelay); tests flush by hand. */
  readonly schedule?: (flush: () => void, delayMs: number) => void;
  /** After each delivery time: how many files are still to be read (see CardFileLoader.remaining). */
  readonly onRemaining?: (remaining: number) => void;
}

export interface CardFileLoader {
  /** Reads and parses `path` (again, if it changed); a result still on its way for an older read is dropped. */
  load(path: string): void;
  /** Stops caring about `path` (deleted): a read on its way is dropped, and nothing more is delivered for it. */
  forget(path: string): void;
  /** Stops everything: nothing is read or delivered afterwards. */
  dispose(): void;
  /**
   * Files queued or being read. A read that ends without a result (an unreadable file, a failed request) counts as
   * done too, so this reaches 0 once every file asked for had its try.
   */
  remaining(): number;
}

const DEFAULT_BATCH = 250;
const DEFAULT_CONCURRENCY = 2;
const FLUSH_MS = 100;
const MAX_FLUSH_MS = 1000;
/** While many files are still to come, one more millisecond between deliveries per this many delivered. */
const FILES_PER_MS = 30;

/**
 * Milliseconds from a file's result to its delivery. A file read alone (changed on disk) is delivered promptly.
 * During a bulk load (more reads queued or in flight) each delivery costs the page work in proportion to every
 * file it already holds (its warnings list, counts and the tester's cards are derived again), so the deliveries
 * thin out as they grow: 100 ms up to 3,000 files, 1 s from 30,000.
 */
export function flushDelay(delivered: number, bulk: boolean): number {
  if (!bulk) return FLUSH_MS;
  return Math.min(MAX_FLUSH_MS, Math.max(FLUSH_MS, Math.round(delivered / FILES_PER_MS)));
}

/**
 * Reads and parses the workspace's card files (for its warnings and the rules tester's cards), many files per
 * request and a couple of requests at a time, and delivers the results in batches. A workspace of 30,000 cards
 * then costs 120 requests and a few dozen state updates (see flushDelay), instead of 30,000 requests at once and
 * one update per file, each copying the whole map and re-rendering the app (which kept the page busy for minutes).
 */
export function createCardFileLoader<T>(options: CardFileLoaderOptions<T>): CardFileLoader {
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  const schedule = options.schedule ?? ((flush, delayMs) => void setTimeout(flush, delayMs));
  /** The latest read asked for each path; an answer to an older one is stale. */
  const tickets = new Map<string, number>();
  /** Paths waiting for a read, in the order asked; a path is here at most once. */
  const queue = new Set<string>();
  const pending = new Map<string, T>();
  let inFlight = 0;
  /** Files in the requests in flight (a file loaded again while in flight counts twice, until both answer). */
  let reading = 0;
  let pumpScheduled = false;
  let flushScheduled = false;
  let disposed = false;
  let delivered = 0;

  const flush = (): void => {
    flushScheduled = false;
    if (disposed) return;
    if (pending.size > 0) {
      const batch = new Map(pending);
      pending.clear();
      delivered += batch.size;
      options.deliver(batch);
    }
    options.onRemaining?.(queue.size + reading);
  };

  const settle = (path: string, ticket: number, parsed: { readonly value: T } | null): void => {
    reading--;
    if (disposed) return;
    // An unreadable file (deleted a moment ago, say) has nothing to deliver, but its read is done: the flush
    // reports what remains. A stale answer (the file was loaded again) is dropped.
    if (parsed !== null && tickets.get(path) === ticket) pending.set(path, parsed.value);
    if (!flushScheduled) {
      flushScheduled = true;
      // This answer's request still counts as in flight: more to come means another request or a queued file.
      schedule(flush, flushDelay(delivered, queue.size > 0 || inFlight > 1));
    }
  };

  // The parser never throws by contract; if it ever does, the file is skipped like an unreadable one.
  const parseSafely = (path: string, text: string): { readonly value: T } | null => {
    try {
      return { value: options.parse(path, text) };
    } catch {
      return null;
    }
  };

  const pump = (): void => {
    while (!disposed && inFlight < concurrency && queue.size > 0) {
      const batch: { path: string; ticket: number }[] = [];
      for (const path of queue) {
        if (batch.length === batchSize) break;
        queue.delete(path);
        const ticket = tickets.get(path);
        if (ticket !== undefined) batch.push({ path, ticket });
      }
      if (batch.length === 0) continue;
      inFlight++;
      reading += batch.length;
      options
        .read(batch.map((b) => b.path))
        .then(
          (texts) =>
            batch.forEach(({ path, ticket }, i) => {
              const text = texts[i];
              settle(path, ticket, typeof text === 'string' ? parseSafely(path, text) : null);
            }),
          () => batch.forEach(({ path, ticket }) => settle(path, ticket, null)),
        )
        .finally(() => {
          inFlight--;
          pump();
        });
    }
  };

  return {
    load(path) {
      if (disposed) return;
      tickets.set(path, (tickets.get(path) ?? 0) + 1);
      queue.add(path);
      // Files are usually loaded many in a row: ask once they are all queued, so they share requests.
      if (pumpScheduled) return;
      pumpScheduled = true;
      queueMicrotask(() => {
        pumpScheduled = false;
        pump();
      });
    },
    forget(path) {
      tickets.delete(path);
      queue.delete(path);
      pending.delete(path);
    },
    dispose() {
      disposed = true;
      queue.clear();
      pending.clear();
    },
    remaining: () => queue.size + reading,
  };
}
