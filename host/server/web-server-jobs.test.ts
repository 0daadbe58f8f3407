import { mkdtemp, readdir, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { WebHost, type SocketLike } from '../../renderer/src/host-client/web-host.js';
import { startFixtureServer, type FixtureServer } from '../../test/fixture-server/fixture-server.js';
import { hasSharedFixtures } from '../../test/fixture-server/fixtures-dir.js';
import type { JobProgress } from '../contract.js';
import { SAMPLE_CARDS, tempWorkspace } from '../packs/testing/workspace.js';
import { startWebServer, type WebServer } from './web-server.js';

let fixtures: FixtureServer | undefined;
let server: WebServer | undefined;
let cleanup: (() => Promise<void>)[] = [];

beforeAll(async () => {
  if (hasSharedFixtures()) fixtures = await startFixtureServer();
});
afterAll(async () => {
  await fixtures?.close();
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

async function workspace(): Promise<string> {
  const made = await tempWorkspace(SAMPLE_CARDS);
  cleanup.push(made.remove);
  return realpath(made.dir);
}

function client(web: WebServer): WebHost {
  return new WebHost({
    origin: `http://127.0.0.1:${web.port}`,
    token: web.token,
    fetch: (url, init) => fetch(url, init),
    openSocket: (url) => new WebSocket(url) as unknown as SocketLike,
  });
}

describe('web mode jobs', () => {
  it('compiles over HTTP and pushes progress over the event socket', async () => {
    server = await startWebServer({ workspace: await workspace(), port: 0, staticDir: tmpdir() });
    const host = client(server);
    const seen: JobProgress[] = [];
    const stop = host.onProgress((p) => seen.push(p));
    await host.eventsReady();
    const summary = await host.compile({ out: 'out/pack.zip' });
    expect(summary).toMatchObject({ status: 'written', cardCount: 4, packPath: 'out/pack.zip' });
    // The last event may trail the HTTP answer: they travel on different connections.
    await expect
      .poll(() => seen.at(-1), { timeout: 5000 })
      .toEqual({
        job: 'compile',
        done: 4,
        total: 4,
        item: expect.any(String),
      });
    stop();
    await expect(host.compile({ out: '../pack.zip' })).rejects.toMatchObject({ code: 'outside-workspace' });
  });

  it.skipIf(!hasSharedFixtures())('takes the download base URLs from the environment', async () => {
    const saved = { ...process.env };
    cleanup.push(async () => {
      process.env = saved;
    });
    const cache = await mkdtemp(path.join(tmpdir(), 'cardsmith-cache-'));
    cleanup.push(() => rm(cache, { recursive: true, force: true }));
    process.env['CARDSMITH_SCRYFALL_URL'] = fixtures?.url;
    process.env['XDG_CACHE_HOME'] = cache;
    const root = await workspace();
    server = await startWebServer({ workspace: root, port: 0, staticDir: tmpdir() });
    const host = client(server);
    const found = await host.downloadSearch({ name: 'Shock' }, 'scryfall');
    expect(found.matches.map((m) => m.name)).toEqual(['Shock']);
    const request = {
      query: { name: 'Prodigal Pyromancer' },
      source: 'scryfall',
      folder: 'red',
      force: false,
    } as const;
    const report = await host.download(request);
    expect(report.items).toMatchObject([{ status: 'written', path: 'red/prodigal-pyromancer.card' }]);
    expect((await readdir(path.join(root, 'red'))).sort()).toEqual([
      'lightning-bolt.card',
      'prodigal-pyromancer.card',
      'shock.card',
    ]);
  });
});
