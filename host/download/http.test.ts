import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../../test/fixture-server/fixture-server.js';
import { hasSharedFixtures } from '../../test/fixture-server/fixtures-dir.js';
import { DAY_MS, DiskCache } from './cache.js';
import { FakeClock } from './rate-limiter.js';
import { testHttpClient } from './testing/test-http-client.js';

const client = testHttpClient;

describe.skipIf(!hasSharedFixtures())('HttpClient against the fixture server', () => {
  let server: FixtureServer;
  let clock: FakeClock;
  const bolt = (): string => `${server.url}cards/multiverse/571450`;
  const get = { buckets: ['scryfall'] };

  beforeAll(async () => {
    server = await startFixtureServer();
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => {
    clock = new FakeClock();
    server.requests.length = 0;
  });

  it('names itself and asks for JSON', async () => {
    const res = await client(clock).get(bolt(), get);
    expect(res.ok && res.value.status).toBe(200);
    expect(server.requests[0]?.headers['user-agent']).toMatch(/^Cardsmith\/\d+\.\d+\.\d+$/);
    expect(server.requests[0]?.headers['accept']).toBe('application/json;q=0.9,*/*;q=0.8');
  });

  it('retries a 429 after the Retry-After the server asked for', async () => {
    server.failNext([{ status: 429, retryAfter: '2' }]);
    const res = await client(clock).get(bolt(), get);
    expect(res.ok && res.value.status).toBe(200);
    expect(server.requests).toHaveLength(2);
    expect(clock.sleeps).toContain(2000);
  });

  it('retries 5xx with exponential back-off', async () => {
    server.failNext([{ status: 500 }, { status: 503 }]);
    const res = await client(clock).get(bolt(), get);
    expect(res.ok && res.value.status).toBe(200);
    expect(server.requests).toHaveLength(3);
    expect(clock.sleeps.filter((ms) => ms >= 1000)).toEqual([1000, 2000]);
  });

  it('gives up with a clear error when the rate limit never lifts', async () => {
    server.failNext([{ status: 429 }, { status: 429 }, { status: 429 }]);
    const res = await client(clock, { retries: 2 }).get(bolt(), get);
    expect(res).toMatchObject({ ok: false, error: { code: 'rate-limited', url: bolt() } });
    expect(!res.ok && res.error.message).toContain('429');
  });

  it('gives up on a server that keeps failing', async () => {
    server.failNext([{ status: 500 }, { status: 500 }]);
    const res = await client(clock, { retries: 1 }).get(bolt(), get);
    expect(res).toMatchObject({ ok: false, error: { code: 'http' } });
  });

  it('times out a request that never answers', async () => {
    server.failNext([{ hang: true }]);
    const started = Date.now();
    const res = await client(clock, { timeoutMs: 150 }).get(bolt(), get);
    expect(res).toMatchObject({ ok: false, error: { code: 'timeout', url: bolt() } });
    expect(!res.ok && res.error.message).toContain('150 ms');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('reports a dropped connection and an unreachable host as network errors', async () => {
    server.failNext([{ reset: true }]);
    expect(await client(clock).get(bolt(), get)).toMatchObject({ ok: false, error: { code: 'network' } });
    // A port that was just free: nobody listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(probe.address() as AddressInfo).port}/cards/multiverse/1`;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const res = await client(clock).get(url, get);
    expect(res).toMatchObject({ ok: false, error: { code: 'network', url } });
  });

  it('follows redirects (the recorded 302 of an unknown Gatherer id)', async () => {
    const url = `${server.url}Pages/Card/Details.aspx?printed=true&multiverseid=40917`;
    const res = await client(clock).get(url, { buckets: [] });
    expect(res.ok && res.value.finalUrl).toBe(`${server.url}Pages/Default.aspx`);
    expect(res.ok && res.value.body).toContain('<title>');
  });

  it('stops after too many redirects', async () => {
    const loop: typeof fetch = async () => new Response('', { status: 302, headers: { location: '/again' } });
    const res = await client(clock, { fetch: loop, maxRedirects: 3 }).get('http://127.0.0.1:9/start', get);
    expect(res).toMatchObject({ ok: false, error: { code: 'http' } });
    expect(!res.ok && res.error.message).toContain('Too many redirects');
  });

  it('answers a second ask from the cache, for 24 hours', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cardsmith-cache-'));
    try {
      const http = client(clock, { cache: new DiskCache(dir, clock) });
      expect((await http.get(bolt(), get)).ok).toBe(true);
      const again = await http.get(bolt(), get);
      expect(again.ok && again.value.fromCache).toBe(true);
      expect(server.requests).toHaveLength(1);
      clock.advance(DAY_MS + 1);
      const stale = await http.get(bolt(), get);
      expect(stale.ok && stale.value.fromCache).toBe(false);
      expect(server.requests).toHaveLength(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
