import { ACCEPT, USER_AGENT } from '../config.js';
import { HttpClient, type HttpClientOptions } from '../http.js';
import { RateLimiter, type FakeClock } from '../rate-limiter.js';

/** An HttpClient for tests: the real fetch unless overridden, no cache, the fake clock, short timeouts. */
export function testHttpClient(clock: FakeClock, overrides: Partial<HttpClientOptions> = {}): HttpClient {
  return new HttpClient({
    fetch: globalThis.fetch,
    clock,
    limiter: new RateLimiter({ scryfall: 10 }, clock),
    cache: null,
    userAgent: USER_AGENT,
    accept: ACCEPT,
    timeoutMs: 2000,
    retries: 3,
    backoffMs: 1000,
    maxBackoffMs: 16_000,
    maxRedirects: 5,
    ...overrides,
  });
}
