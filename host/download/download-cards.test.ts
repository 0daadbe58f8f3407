import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../../test/fixture-server/fixture-server.js';
import { hasSharedFixtures } from '../../test/fixture-server/fixtures-dir.js';
import { expectRoundTrip } from '../../test/unit/download/round-trip.js';
import { createClients, type ClientOptions } from './config.js';
import { downloadCards, findCards, type DownloadItem, type DownloadRequest } from './download-cards.js';
import { FakeClock } from './rate-limiter.js';

describe.skipIf(!hasSharedFixtures())('downloadCards', () => {
  let server: FixtureServer;
  let out: string;
  let client: ClientOptions;

  beforeAll(async () => {
    server = await startFixtureServer({ pageSize: 2 });
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => {
    out = mkdtempSync(path.join(tmpdir(), 'cardsmith-download-'));
    server.requests.length = 0;
    // A fake clock: rate limits and back-off are honoured without the test sleeping.
    client = {
      gathererUrl: server.url,
      scryfallUrl: server.url,
      cacheDir: null,
      env: {},
      clock: new FakeClock(),
      timeoutMs: 2000,
    };
  });
  afterEach(() => {
    rmSync(out, { recursive: true, force: true });
  });

  const download = (request: Omit<DownloadRequest, 'out' | 'client'> & { client?: ClientOptions }) =>
    downloadCards({ out, ...request, client: request.client ?? client });
  const written = (items: readonly DownloadItem[]) => items.filter((i) => i.status === 'written');
  const files = (): string[] => readdirSync(out).sort();

  it('downloads Shock by name from Scryfall and parses it at once', async () => {
    const report = await download({ query: { name: 'Shock' }, source: 'scryfall' });
    expect(report.error).toBeNull();
    expect(report.items).toHaveLength(1);
    const [item] = report.items;
    expect(item).toMatchObject({
      status: 'written',
      name: 'Shock',
      path: path.join(out, 'shock.card'),
      warnings: [],
      note: null,
    });
    expect(readFileSync(path.join(out, 'shock.card'), 'utf8')).toBe(
      'name Shock\ncost {R}\ntype instant\ntext ~ deals 2 damage to any target.\n',
    );
    expect(server.requests.map((r) => new URL(r.url).pathname + new URL(r.url).search)).toEqual([
      '/cards/named?exact=Shock',
    ]);
  });

  it('downloads by multiverse id from both sources', async () => {
    const scryfall = await download({ query: { multiverseId: 129732 } });
    expect(written(scryfall.items).map((i) => i.name)).toEqual(['Shock']);
    const gatherer = await download({ query: { multiverseId: 262875 }, source: 'gatherer' });
    const [huntmaster] = written(gatherer.items);
    expect(huntmaster?.path).toBe(path.join(out, 'huntmaster-of-the-fells-ravager-of-the-fells.card'));
    if (huntmaster?.status === 'written') expectRoundTrip(huntmaster.card);
  });

  it('joins a Gatherer split card shown on two pages', async () => {
    const report = await download({ query: { multiverseId: 27166 }, source: 'gatherer' });
    expect(readFileSync(path.join(out, 'fire-ice.card'), 'utf8')).toBe(
      'layout split\n\nface Fire\ncost {1}{R}\ntype instant\n' +
        'text ~ deals 2 damage divided as you choose among one or two target creatures and/or players.\n' +
        '\nface Ice\ncost {1}{U}\ntype instant\ntext Tap target permanent.\ntext Draw a card.\n',
    );
    const [item] = report.items;
    if (item?.status === 'written') expectRoundTrip(item.card);
    expect(server.requests.some((r) => r.url.includes('&part=Ice'))).toBe(true);
  });

  it('finds a Gatherer split card by its full name', async () => {
    const report = await download({ query: { name: 'Fire // Ice' }, source: 'gatherer' });
    expect(report.error).toBeNull();
    expect(written(report.items).map((i) => i.name)).toEqual(['Fire // Ice']);
  });

  it('downloads every card of a paginated Scryfall search, one file each', async () => {
    const progress: string[] = [];
    const report = await download({
      query: { search: 'is:filterland' },
      onProgress: (p) => progress.push(`${p.done}/${p.total}`),
    });
    expect(report.error).toBeNull();
    expect(files()).toEqual(['cascade-bluffs.card', 'mystic-gate.card', 'rugged-prairie.card', 'twilight-mire.card']);
    expect(server.requests.filter((r) => r.url.includes('/cards/search'))).toHaveLength(2);
    expect(progress).toEqual(['0/4', '1/4', '2/4', '3/4', '4/4']);
    expect(readFileSync(path.join(out, 'mystic-gate.card'), 'utf8')).toBe(
      'name Mystic Gate\ntype land\ntext {T}: Add {C}.\ntext {W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}.\n',
    );
  });

  it('follows a recorded next_page and writes one file per distinct name', async () => {
    const report = await download({ query: { search: 't:forest' } });
    expect(server.requests.map((r) => new URL(r.url).search)).toEqual(['?q=t%3Aforest', '?some_args=stuff']);
    expect(written(report.items).map((i) => i.name)).toEqual(['Arctic Treeline', 'Bayou', 'Breeding Pool']);
  });

  it('never overwrites silently: `exists` without force, replaced with force', async () => {
    writeFileSync(path.join(out, 'Shock.card'), 'name Shock\ntext my own edits\n');
    const first = await download({ query: { name: 'Shock' } });
    expect(first.items[0]).toMatchObject({ status: 'exists', path: path.join(out, 'Shock.card') });
    expect(readFileSync(path.join(out, 'Shock.card'), 'utf8')).toBe('name Shock\ntext my own edits\n');
    const forced = await download({ query: { name: 'Shock' }, force: true });
    expect(forced.items[0]?.status).toBe('written');
    expect(readFileSync(path.join(out, 'Shock.card'), 'utf8')).toContain('text ~ deals 2 damage');
    expect(files()).toEqual(['Shock.card']);
  });

  it('names files as the folder does: kebab-case, or the card name when the cards there use theirs', async () => {
    await download({ query: { name: 'Shock' } });
    expect(files()).toEqual(['shock.card']);
    const named = path.join(out, 'named');
    mkdirSync(named);
    writeFileSync(path.join(named, 'Lightning Bolt.card'), 'name Lightning Bolt\n');
    await downloadCards({ query: { name: 'Shock' }, out: named, client });
    expect(readdirSync(named).sort()).toEqual(['Lightning Bolt.card', 'Shock.card']);
  });

  it('skips a card another file already holds, naming that file, and still writes the rest', async () => {
    const elsewhere = path.join(out, 'red', 'my-shock.card');
    const report = await download({
      query: { multiverseIds: [129732, 146746] },
      existing: { cards: new Map([['shock', elsewhere]]), shownFrom: out },
    });
    expect(report.error).toBeNull();
    expect(report.items.map((i) => i.status)).toEqual(['failed', 'written']);
    expect(report.items[0]).toMatchObject({
      name: 'Shock',
      error: { code: 'duplicate-name', message: 'A card named Shock already exists at red/my-shock.card.' },
    });
    expect(files()).toEqual(['mystic-gate.card']);
  });

  it('says when it used a fuzzy match', async () => {
    const report = await download({ query: { name: 'bolt lightning' } });
    expect(report.items[0]).toMatchObject({
      status: 'written',
      name: 'Lightning Bolt',
      note: 'No card is named exactly "bolt lightning"; Scryfall\'s closest match is "Lightning Bolt".',
    });
  });

  it('reports unknown and ambiguous names with suggestions, writing nothing', async () => {
    const unknown = await download({ query: { name: 'Llanowar Elvez' } });
    expect(unknown.error).toMatchObject({
      code: 'unknown-name',
      message: 'Scryfall has no card named "Llanowar Elvez".',
    });
    expect(unknown.error?.suggestions).toContain('Llanowar Elves');
    const ambiguous = await download({ query: { name: 'Bolas' } });
    expect(ambiguous.error).toMatchObject({ code: 'ambiguous-name' });
    expect(ambiguous.error?.suggestions.length).toBeGreaterThan(1);
    expect(files()).toEqual([]);
  });

  it('reports unknown ids from both sources', async () => {
    expect((await download({ query: { multiverseId: 1 } })).error).toMatchObject({ code: 'unknown-id' });
    const gatherer = await download({ query: { multiverseId: 40917 }, source: 'gatherer' });
    expect(gatherer.error).toMatchObject({ code: 'unknown-id' });
    expect(gatherer.error?.message).toContain('40917');
  });

  it('reads today’s Gatherer (synthetic page) and refuses a page it does not know, naming the URL', async () => {
    const gate = await download({ query: { multiverseId: 146746 }, source: 'gatherer' });
    expect(written(gate.items).map((i) => i.name)).toEqual(['Mystic Gate']);
    const odd = await download({ query: { multiverseId: 999999 }, source: 'gatherer' });
    expect(odd.error).toMatchObject({
      code: 'malformed',
      url: `${server.url}Pages/Card/Details.aspx?multiverseid=999999`,
    });
    expect(files()).toEqual(['mystic-gate.card']);
  });

  it('reports a malformed Scryfall answer', async () => {
    const report = await download({
      query: { multiverseId: 129732 },
      client: { ...client, scryfallUrl: `${server.url}nowhere/` },
    });
    expect(report.error).toMatchObject({ code: 'malformed' });
    expect(report.error?.message).toContain('did not answer with JSON');
  });

  it('leaves no partial file behind when the network fails mid-batch', async () => {
    server.failNext([{ hang: true }], /multiverse\/571450/);
    const report = await download({
      query: { multiverseIds: [129732, 571450] },
      client: { ...client, timeoutMs: 150 },
    });
    expect(report.items.map((i) => i.status)).toEqual(['written', 'failed']);
    expect(report.items[1]).toMatchObject({ status: 'failed', error: { code: 'timeout' } });
    expect(files()).toEqual(['shock.card']);
  });

  it('reports a folder it cannot write to, without temp files', async () => {
    const blocked = path.join(out, 'blocked');
    writeFileSync(blocked, 'a file, not a folder');
    const report = await downloadCards({ out: blocked, query: { name: 'Shock' }, client });
    expect(report.items[0]).toMatchObject({ status: 'failed', error: { code: 'io' } });
    expect(files()).toEqual(['blocked']);
  });

  it('asks nothing twice while the cache is fresh', async () => {
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'cardsmith-cache-'));
    try {
      await download({ query: { multiverseId: 129732 }, client: { ...client, cacheDir } });
      const asked = server.requests.length;
      const again = await download({ query: { multiverseId: 129732 }, client: { ...client, cacheDir }, force: true });
      expect(again.items[0]?.status).toBe('written');
      expect(server.requests.length).toBe(asked);
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });

  it('rejects bad queries and base URLs before asking anything', async () => {
    expect((await download({ query: { name: '  ' } })).error).toMatchObject({ code: 'invalid-argument' });
    expect((await download({ query: { multiverseId: -3 } })).error).toMatchObject({ code: 'invalid-argument' });
    expect(
      (await download({ query: { name: 'Shock' }, client: { ...client, scryfallUrl: 'ftp://x' } })).error,
    ).toMatchObject({
      code: 'invalid-argument',
    });
    expect(server.requests).toHaveLength(0);
  });

  it('finds matches for the dialog without writing', async () => {
    const gatherer = await findCards({ search: 'set=["Homelands"]' }, 'gatherer', { client });
    expect(gatherer.ok && gatherer.value.length).toBe(25);
    const scryfall = await findCards({ search: 't:frog' }, 'scryfall', { client });
    expect(scryfall.ok && scryfall.value.length).toBe(41);
    expect(files()).toEqual([]);
  });

  it('downloads the dialog’s ticked matches, by id or else by name', async () => {
    const report = await download({
      query: {
        picks: [
          { name: 'Shock', multiverseId: 129732 },
          { name: 'Lightning Bolt', multiverseId: null },
        ],
      },
    });
    expect(written(report.items).map((i) => i.name)).toEqual(['Shock', 'Lightning Bolt']);
  });

  it('lists a Gatherer card’s printings in other languages', async () => {
    const { gatherer } = createClients(client);
    const res = await gatherer.languages(249717);
    expect(res.ok && res.value.map((m) => m.language)).toContain('German');
    expect(res.ok && res.value.find((m) => m.language === 'German')?.name).toBe('Versunkene Katakomben');
    expect(await gatherer.search('Nothing Like This')).toMatchObject({ ok: false, error: { code: 'no-results' } });
  });

  it('honours the base URLs from the environment', async () => {
    const report = await downloadCards({
      out,
      query: { name: 'Shock' },
      client: { cacheDir: null, clock: new FakeClock(), env: { CARDSMITH_SCRYFALL_URL: server.url } },
    });
    expect(report.items[0]?.status).toBe('written');
  });
});
