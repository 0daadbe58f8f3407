import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../fixture-server/fixture-server.js';
import { hasSharedFixtures, sharedFixturesDir } from '../fixture-server/fixtures-dir.js';
import { readManifest } from '../fixture-server/manifest.js';
import { readCassette } from '../fixture-server/vcr-cassette.js';

const gathererDir = path.join(sharedFixturesDir(), 'gatherer');
const scryfallDir = path.join(sharedFixturesDir(), 'scryfall');

describe.skipIf(!hasSharedFixtures())('fixture server', () => {
  let server: FixtureServer;
  beforeAll(async () => {
    server = await startFixtureServer();
  });
  afterAll(async () => {
    await server.close();
  });
  const get = (p: string): Promise<Response> => fetch(new URL(p, server.url), { redirect: 'manual' });

  it('listens on 127.0.0.1 with a free port', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  it('decodes the VCR cassettes to exactly the bodies extracted beside them', () => {
    const cassette = readCassette(
      readFileSync(path.join(gathererDir, 'robinroestenburg-mtg/test/vcr_cassettes/detail_pages.yml'), 'utf8'),
    );
    expect(cassette.map((i) => i.status)).toEqual([200, 200, 200, 200, 200, 302, 200]);
    for (const interaction of cassette) {
      const u = new URL(interaction.uri);
      const name = `${u.pathname.split('/').pop()}${u.search.replace('?', '_').replace(/&/g, '_')}.html`;
      const extracted = readFileSync(
        path.join(gathererDir, 'robinroestenburg-mtg/extracted_html/test_vcr_cassettes_detail_pages', name),
        'utf8',
      );
      expect(interaction.body).toBe(extracted);
    }
    expect(cassette[5]?.headers['location']).toEqual(['/Pages/Default.aspx']);
  });

  it('serves every recorded Gatherer detail page by multiverse id', async () => {
    for (const row of readManifest(gathererDir).filter((r) => r.kind.startsWith('card details'))) {
      const id = row.multiverseIds[0];
      const part =
        row.cardNames.length === 1 && /\/\//.test(row.title)
          ? `&part=${encodeURIComponent(row.cardNames[0] ?? '')}`
          : '';
      const res = await get(`Pages/Card/Details.aspx?multiverseid=${id}${part}`);
      expect([row.file, res.status]).toEqual([row.file, 200]);
      const body = await res.text();
      expect(body).toContain('nameRow');
    }
  });

  it('replays the recorded redirect with its Location header', async () => {
    const res = await get('Pages/Card/Details.aspx?printed=true&multiverseid=40917');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/Pages/Default.aspx');
  });

  it('serves every recorded Scryfall card with a multiverse id, links rebased to itself', async () => {
    for (const row of readManifest(scryfallDir).filter((r) => r.kind === 'card' && r.multiverseIds.length > 0)) {
      const res = await get(`cards/multiverse/${row.multiverseIds[0]}`);
      expect([row.file, res.status]).toEqual([row.file, 200]);
      const body = await res.text();
      expect(body).not.toContain('https://api.scryfall.com/');
    }
    const page1 = (await (await get('cards/search?q=t%3Aforest')).json()) as { next_page: string };
    expect(page1.next_page).toBe(`${server.url}cards/search?some_args=stuff`);
  });

  it('marks what it synthesizes and answers errors in Scryfall’s shape', async () => {
    const shock = await get('cards/named?exact=Shock');
    expect(shock.headers.get('x-fixture-synthesized')).toBe('cards-sample.jsonl');
    const missing = await get('cards/named?exact=Nope%20Nope');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ object: 'error', code: 'not_found', status: 404 });
  });

  it('plays scripted failures in order, for matching paths only', async () => {
    server.failNext([{ status: 429, retryAfter: '1' }, { status: 500 }], /cards\/multiverse/);
    expect((await get('Pages/Default.aspx')).status).toBe(200);
    const limited = await get('cards/multiverse/166');
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '1']);
    expect((await get('cards/multiverse/166')).status).toBe(500);
    expect((await get('cards/multiverse/166')).status).toBe(200);
  });
});
