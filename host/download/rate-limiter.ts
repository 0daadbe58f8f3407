/**
 * Time as a dependency: the real clock in use, a fake one in tests so rate limits and back-off are checked
 * without sleeping.
 */
export interface Clock {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve) => {
      if (ms <= 0 || signal?.aborted) return resolve();
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    }),
};

/**
 * A clock whose sleep returns at once: tests read `now()` and `sleeps` to see what would have waited.
 * By default a sleep moves time forward; `frozen` keeps time still, to see what callers arriving together get.
 */
export class FakeClock implements Clock {
  readonly sleeps: number[] = [];
  constructor(
    private time = 0,
    private readonly frozen = false,
  ) {}
  now(): number {
    return this.time;
  }
  async sleep(ms: number): Promise<void> {
    this.sleeps.push(ms);
    if (ms > 0 && !this.frozen) this.time += ms;
  }
  advance(ms: number): void {
    this.time += ms;
  }
}

/**
 * A spacing limiter: each named bucket allows `perSecond` requests, evenly spaced. A request that counts
 * against several buckets (Scryfall's search counts against "all" and "search") waits for the latest of them.
 * Slots are reserved before sleeping, so concurrent callers queue instead of bursting.
 */
export class RateLimiter {
  private readonly next = new Map<string, number>();
  constructor(
    private readonly perSecond: Readonly<Record<string, number>>,
    private readonly clock: Clock,
  ) {}

  /** Resolves when a request counting against `buckets` may start; returns how long it waited. */
  async acquire(buckets: readonly string[], signal?: AbortSignal): Promise<number> {
    const now = this.clock.now();
    let start = now;
    for (const bucket of buckets) start = Math.max(start, this.next.get(bucket) ?? now);
    for (const bucket of buckets) {
      const rate = this.perSecond[bucket];
      if (rate !== undefined && rate > 0) this.next.set(bucket, start + 1000 / rate);
    }
    const wait = start - now;
    if (wait > 0) await this.clock.sleep(wait, signal);
    return wait;
  }
}
