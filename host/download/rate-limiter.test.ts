import { describe, expect, it } from 'vitest';
import { FakeClock, RateLimiter } from './rate-limiter.js';

describe('RateLimiter', () => {
  it('spaces requests to 10 a second overall', async () => {
    // Callers that arrive together (time stands still) reserve successive slots before anyone sleeps.
    const clock = new FakeClock(0, true);
    const limiter = new RateLimiter({ all: 10 }, clock);
    const waits = await Promise.all([1, 2, 3, 4, 5].map(() => limiter.acquire(['all'])));
    expect(waits).toEqual([0, 100, 200, 300, 400]);
  });

  it('holds search requests to 2 a second while others only count against the overall limit', async () => {
    const clock = new FakeClock();
    const limiter = new RateLimiter({ all: 10, search: 2 }, clock);
    expect(await limiter.acquire(['all', 'search'])).toBe(0);
    expect(clock.now()).toBe(0);
    expect(await limiter.acquire(['all', 'search'])).toBe(500);
    expect(clock.now()).toBe(500);
    // A card lookup only waits for the overall spacing after the last request.
    expect(await limiter.acquire(['all'])).toBe(100);
    expect(await limiter.acquire(['all', 'search'])).toBe(400);
    expect(clock.now()).toBe(1000);
  });

  it('does not wait once enough time has passed', async () => {
    const clock = new FakeClock();
    const limiter = new RateLimiter({ all: 10 }, clock);
    await limiter.acquire(['all']);
    clock.advance(250);
    expect(await limiter.acquire(['all'])).toBe(0);
    expect(clock.sleeps).toEqual([]);
  });

  it('never exceeds the rate over a burst', async () => {
    const clock = new FakeClock();
    const limiter = new RateLimiter({ all: 10, search: 2 }, clock);
    const starts: number[] = [];
    for (let i = 0; i < 20; i++) {
      await limiter.acquire(i % 2 === 0 ? ['all', 'search'] : ['all']);
      starts.push(clock.now());
    }
    for (let i = 0; i < starts.length; i++) {
      const windowCount = starts.filter((t) => t >= (starts[i] ?? 0) && t < (starts[i] ?? 0) + 1000).length;
      expect(windowCount).toBeLessThanOrEqual(10);
    }
    const searches = starts.filter((_, i) => i % 2 === 0);
    for (let i = 1; i < searches.length; i++)
      expect((searches[i] ?? 0) - (searches[i - 1] ?? 0)).toBeGreaterThanOrEqual(500);
  });
});
