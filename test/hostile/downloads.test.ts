import { describe, expect, it } from 'vitest';
import { GathererClient } from '../../host/download/gatherer.js';
import type { HttpClient, HttpClientOptions } from '../../host/download/http.js';
import { FakeClock } from '../../host/download/rate-limiter.js';
import { testHttpClient } from '../../host/download/testing/test-http-client.js';
import { ScryfallClient } from '../../host/download/scryfall.js';

/**
 * Issue 24, items 4, 5 and 10 (downloads): a 10,000-deep Gatherer page overflowed the stack; a 1.5 GB body took
 * 3.2 GB and was reported as "Could not reach … check the network"; `Retry-After: 99999` waited 193 s.
 */
const MIB = 1024 * 1024;

function client(
  fetcher: typeof globalThis.fetch,
  overrides: Partial<HttpClientOptions> = {},
): { http: HttpClient; clock: FakeClock } {
  const clock = new FakeClock();
  return { http: testHttpClient(clock, { fetch: fetcher, ...overrides }), clock };
}

/** A body of `chunks` MiB, counting how many were pulled, so a test sees that reading stopped early. */
function bigBody(chunks: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let pulled = 0;
  const chunk = new Uint8Array(MIB).fill(0x20);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) controller.close();
      else {
        pulled++;
        controller.enqueue(chunk);
      }
    },
  });
  return { stream, pulled: () => pulled };
}

describe('download responses are capped per request', () => {
  it('stops reading a body past the cap and says "too large", not "could not reach"', async () => {
    const body = bigBody(64);
    const fetch: typeof globalThis.fetch = async () =>
      new Response(body.stream, { headers: { 'content-type': 'application/json' } });
    const { http } = client(fetch, { maxBodyBytes: 4 * MIB });
    const res = await http.get('http://127.0.0.1:9/cards/1', { buckets: [] });
    expect(res).toMatchObject({ ok: false, error: { code: 'too-large', url: 'http://127.0.0.1:9/cards/1' } });
    expect(!res.ok && res.error.message).toContain('more than 4 MiB');
    expect(body.pulled()).toBeLessThan(10);
  });

  it('refuses a body whose declared length is over the cap without reading it', async () => {
    const body = bigBody(64);
    const fetch: typeof globalThis.fetch = async () =>
      new Response(body.stream, { headers: { 'content-length': String(64 * MIB) } });
    const { http } = client(fetch, { maxBodyBytes: 4 * MIB });
    const res = await http.get('http://127.0.0.1:9/cards/1', { buckets: [] });
    expect(res).toMatchObject({ ok: false, error: { code: 'too-large' } });
    expect(body.pulled()).toBeLessThan(2);
  });

  it('has a default cap far above any real page (16 MiB)', () => {
    const { http } = client(globalThis.fetch);
    expect(http.maxBodyBytes).toBe(16 * MIB);
  });
});

describe('Retry-After is capped', () => {
  it('gives up at once, saying so, when the server asks to wait longer than the longest back-off', async () => {
    let asked = 0;
    const fetch: typeof globalThis.fetch = async () => {
      asked++;
      return new Response('', { status: 429, headers: { 'retry-after': '99999' } });
    };
    const { http, clock } = client(fetch);
    const res = await http.get('http://127.0.0.1:9/cards/1', { buckets: [] });
    expect(res).toMatchObject({ ok: false, error: { code: 'rate-limited' } });
    expect(!res.ok && res.error.message).toContain('asks to wait 99999 s');
    expect(asked).toBe(1);
    expect(clock.sleeps.filter((ms) => ms > 0)).toEqual([]);
  });

  it('still waits a short Retry-After', async () => {
    const answers = [new Response('', { status: 429, headers: { 'retry-after': '3' } }), new Response('{}')];
    const { http, clock } = client(async () => answers.shift() ?? new Response('{}'));
    const res = await http.get('http://127.0.0.1:9/cards/1', { buckets: [] });
    expect(res.ok).toBe(true);
    expect(clock.sleeps).toContain(3000);
  });
});

describe('Gatherer pages are read within bounds', () => {
  it('turns a page nested 10,000 deep into a clear download error, not a stack overflow', async () => {
    const html = `<html><head><title>x</title></head><body>${'<div>'.repeat(10_000)}x${'</div>'.repeat(10_000)}</body></html>`;
    const { http } = client(async () => new Response(html, { headers: { 'content-type': 'text/html' } }));
    const gatherer = new GathererClient(http, 'http://127.0.0.1:9/');
    const res = await gatherer.byMultiverseId(1);
    expect(res).toMatchObject({ ok: false, error: { code: 'malformed' } });
    expect(!res.ok && res.error.message).toContain('nested more than 256 levels deep');
  });
});

describe('Scryfall answers are JSON within bounds', () => {
  it('refuses an answer nested deeper than any card', async () => {
    const json = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const { http } = client(async () => new Response(json, { headers: { 'content-type': 'application/json' } }));
    const res = await new ScryfallClient(http, 'http://127.0.0.1:9/').byMultiverseId(1);
    expect(res).toMatchObject({ ok: false, error: { code: 'malformed' } });
    expect(!res.ok && res.error.message).toContain('nested more than');
  });

  it('refuses an answer that is not application/json (a JSON patch is not a card)', async () => {
    const card = JSON.stringify({ object: 'card', name: 'Shock' });
    const { http } = client(
      async () => new Response(card, { headers: { 'content-type': 'application/json-patch+json' } }),
    );
    const res = await new ScryfallClient(http, 'http://127.0.0.1:9/').byMultiverseId(1);
    expect(res).toMatchObject({ ok: false, error: { code: 'malformed' } });
    expect(!res.ok && res.error.message).toContain('application/json-patch+json');
  });
});
