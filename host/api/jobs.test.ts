import { mkdir, readFile, readdir, realpath, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../../test/fixture-server/fixture-server.js';
import { hasSharedFixtures } from '../../test/fixture-server/fixtures-dir.js';
import type {
  CompileSummary,
  DownloadReport,
  LoadedPack,
  DownloadSearchResult,
  HostResult,
  JobProgress,
} from '../contract.js';
import { FakeClock } from '../download/rate-limiter.js';
import { loadPack } from '../packs/load-pack.js';
import { SAMPLE_CARDS, tempWorkspace } from '../packs/testing/workspace.js';
import { Workspace } from '../workspace/workspace.js';
import { DraftStore, workspaceDraftsFile } from '../workspace/drafts.js';
import { CompileJobs } from './compile-jobs.js';
import { dispatch } from './dispatch.js';
import { lazyClients } from './download-clients.js';
import type { HostContext } from './methods.js';

let dir: string;
let remove: () => Promise<void>;
let workspace: Workspace;
let progress: JobProgress[];
let context: HostContext;
let fixtures: FixtureServer | undefined;

beforeAll(async () => {
  if (hasSharedFixtures()) fixtures = await startFixtureServer();
});
afterAll(async () => {
  await fixtures?.close();
});

beforeEach(async () => {
  ({ dir, remove } = await tempWorkspace(SAMPLE_CARDS));
  dir = await realpath(dir);
  workspace = await Workspace.open(dir);
  progress = [];
  const url = fixtures?.url ?? 'http://127.0.0.1:9/';
  context = {
    workspace,
    compiles: new CompileJobs(),
    drafts: new DraftStore(workspaceDraftsFile(dir)),
    progress: (p) => progress.push(p),
    // The env is where the app takes base URLs from; the fake clock keeps rate limits from sleeping.
    downloadClients: lazyClients({
      env: { CARDSMITH_GATHERER_URL: url, CARDSMITH_SCRYFALL_URL: url },
      cacheDir: null,
      clock: new FakeClock(),
      timeoutMs: 2000,
    }),
  };
});
afterEach(async () => {
  await workspace.close();
  await remove();
});

async function call<T>(method: string, args: unknown[]): Promise<T> {
  const result = (await dispatch(context, method, args)) as HostResult<T>;
  if (!result.ok) throw Object.assign(new Error(result.error.message), { code: result.error.code });
  return result.value;
}

async function refused(method: string, args: unknown[]): Promise<string> {
  const result = await dispatch(context, method, args);
  if (result.ok) throw new Error(`${method} should have been refused`);
  return result.error.code;
}

describe('readFiles', () => {
  it('reads up to 500 files in one request and refuses more', async () => {
    const files = await call<({ path: string } | null)[]>('readFiles', [['red/shock.card', 'nope.card']]);
    expect(files.map((f) => f?.path ?? null)).toEqual(['red/shock.card', null]);
    expect(await refused('readFiles', [Array.from({ length: 501 }, () => 'red/shock.card')])).toBe('invalid-argument');
    expect(await refused('readFiles', ['red/shock.card'])).toBe('invalid-argument');
  });
});

describe('compile', () => {
  it('writes packs/<workspace>.zip by default, reports progress and a summary, and the pack loads', async () => {
    const summary = await call<CompileSummary>('compile', [{}]);
    const name = path.basename(dir).replace(/[^\w.-]+/g, '-');
    expect(summary).toMatchObject({
      status: 'written',
      packPath: `packs/${name}.zip`,
      packLocation: path.join(dir, 'packs', `${name}.zip`),
      cardCount: 4,
      fileCount: 4,
      failures: [],
    });
    expect(summary.warnings.length).toBeGreaterThan(0);
    expect(summary.warnings.every((w) => w.file === 'white/odd.card')).toBe(true);
    expect(summary.packSize).toBe((await readFile(summary.packLocation)).length);
    const pack = await loadPack(summary.packLocation);
    expect(pack.ok && pack.templates.map((t) => t.name).sort()).toEqual([
      'Lightning Bolt',
      'Llanowar Elves',
      'Oddity',
      'Shock',
    ]);
    expect(progress[0]).toMatchObject({ job: 'compile', total: 4 });
    expect(progress.at(-1)).toMatchObject({ job: 'compile', done: 4, total: 4 });
  });

  it('honours out and strict; refuses packs outside the workspace or not .zip', async () => {
    const strict = await call<CompileSummary>('compile', [{ out: 'build/cards.zip', strict: true }]);
    expect(strict).toMatchObject({ status: 'refused', packPath: 'build/cards.zip', packSize: null });
    expect(strict.failures).toEqual([
      { file: 'white/odd.card', code: 'strict', message: expect.stringMatching(/warning/) },
    ]);
    await expect(readdir(path.join(dir, 'build'))).resolves.toEqual([]);

    expect(await refused('compile', [{ out: '../escape.zip' }])).toBe('outside-workspace');
    expect(await refused('compile', [{ out: '/tmp/escape.zip' }])).toBe('outside-workspace');
    expect(await refused('compile', [{ out: 'packs/cards.txt' }])).toBe('invalid-argument');
    expect(await refused('compile', [{ out: 'x.zip', verbose: true }])).toBe('invalid-argument');
    expect(await refused('compile', [])).toBe('invalid-argument');
  });

  it('refuses a pack path that leads out through a symlink', async () => {
    const outside = await tempWorkspace({});
    try {
      await symlink(outside.dir, path.join(dir, 'linked'));
      expect(await refused('compile', [{ out: 'linked/pack.zip' }])).toBe('outside-workspace');
      expect(await readdir(outside.dir)).toEqual([]);
    } finally {
      await outside.remove();
    }
  });

  it('stops a compile when the page cancels it, leaving an earlier pack as it was', async () => {
    const first = await call<CompileSummary>('compile', [{ out: 'packs/test.zip' }]);
    const earlier = await readFile(first.packLocation);
    await writeFile(path.join(dir, 'green', 'new.card'), 'name Newcomer\ntype creature - elf\npt 1/1\n');
    // Sent right after the request, as the Cancel button can: the compile is registered before any await.
    const compiling = call<CompileSummary>('compile', [{ out: 'packs/test.zip' }]);
    expect(await call<boolean>('cancelCompile', [])).toBe(true);
    const summary = await compiling;
    expect(summary).toMatchObject({ status: 'failed', packSize: null, failures: [{ code: 'aborted' }] });
    expect(await readFile(first.packLocation)).toEqual(earlier);
    expect(await call<boolean>('cancelCompile', [])).toBe(false);
    expect(await refused('cancelCompile', ['now'])).toBe('invalid-argument');
  });

  it('says what failed when the pack cannot be written', async () => {
    await mkdir(path.join(dir, 'packs', 'taken.zip'), { recursive: true });
    const summary = await call<CompileSummary>('compile', [{ out: 'packs/taken.zip' }]);
    expect(summary.status).toBe('failed');
    expect(summary.failures[0]).toMatchObject({ file: 'packs/taken.zip', code: 'write-failed' });
  });
});

describe('loadPack', () => {
  it('gives back the templates of a pack the app compiled', async () => {
    const summary = await call<CompileSummary>('compile', [{ out: 'packs/test.zip' }]);
    expect(summary.status).toBe('written');
    const loaded = await call<LoadedPack>('loadPack', ['packs/test.zip']);
    expect(loaded.path).toBe('packs/test.zip');
    expect(loaded.cards.map((t) => t.name).sort()).toEqual(['Lightning Bolt', 'Llanowar Elves', 'Oddity', 'Shock']);
    const direct = await loadPack(summary.packLocation);
    expect(direct.ok && loaded.cards).toEqual(direct.ok && direct.templates);
  });

  it('refuses paths outside the workspace, non-.zip files, missing and broken packs, with a reason', async () => {
    expect(await refused('loadPack', ['../escape.zip'])).toBe('outside-workspace');
    expect(await refused('loadPack', ['packs/../../escape.zip'])).toBe('outside-workspace');
    expect(await refused('loadPack', ['/tmp/escape.zip'])).toBe('outside-workspace');
    expect(await refused('loadPack', ['notes.md'])).toBe('invalid-argument');
    expect(await refused('loadPack', [42])).toBe('invalid-argument');
    expect(await refused('loadPack', ['packs/missing.zip'])).toBe('not-found');
    await writeFile(path.join(dir, 'broken.zip'), 'not a zip');
    const result = await dispatch(context, 'loadPack', ['broken.zip']);
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    expect(!result.ok && result.error.message).toMatch(/^broken\.zip is not a valid pack: /);
  });
});

describe.skipIf(!hasSharedFixtures())('download (fixture server)', () => {
  it('lists matches for a search and for a name', async () => {
    const found = await call<DownloadSearchResult>('downloadSearch', [{ search: 'is:filterland' }, 'scryfall']);
    expect(found.error).toBeNull();
    expect(found.matches.length).toBeGreaterThan(1);
    const shock = await call<DownloadSearchResult>('downloadSearch', [{ name: 'Shock' }, 'scryfall']);
    expect(shock.matches.map((m) => m.name)).toEqual(['Shock']);
  });

  it('reports an unknown name as a value, with suggestions when the source has them', async () => {
    const report = await call<DownloadReport>('download', [
      { query: { name: 'Llanowar Elvez' }, source: 'scryfall', folder: '', force: false },
    ]);
    expect(report.items.every((i) => i.status === 'failed')).toBe(true);
    expect(report.error?.code).toBe('unknown-name');
    expect(report.error?.suggestions).toContain('Llanowar Elves');
    expect((await readdir(dir)).sort()).toEqual(['green', 'notes.md', 'red', 'white']);
  });

  it('writes into a workspace folder with relative paths and warnings, then reports exists without force', async () => {
    const request = { query: { name: 'Prodigal Pyromancer' }, source: 'scryfall', folder: 'downloads', force: false };
    const first = await call<DownloadReport>('download', [request]);
    expect(first.error).toBeNull();
    // A new folder takes the shipped cards' kebab-case file names.
    expect(first.items).toMatchObject([
      { status: 'written', name: 'Prodigal Pyromancer', path: 'downloads/prodigal-pyromancer.card', warnings: [] },
    ]);
    const file = path.join(dir, 'downloads', 'prodigal-pyromancer.card');
    const text = await readFile(file, 'utf8');
    expect(text).toMatch(/^name Prodigal Pyromancer\n/);
    expect(progress.at(-1)).toMatchObject({ job: 'download', done: 1, total: 1 });

    await writeFile(file, 'mine\n');
    const second = await call<DownloadReport>('download', [request]);
    expect(second.items).toMatchObject([{ status: 'exists', path: 'downloads/prodigal-pyromancer.card', text }]);
    expect(await readFile(file, 'utf8')).toBe('mine\n');
    const forced = await call<DownloadReport>('download', [{ ...request, force: true }]);
    expect(forced.items).toMatchObject([{ status: 'written' }]);
    expect(await readFile(file, 'utf8')).toBe(text);
  });

  it('skips a card the workspace already has in another file, naming that file', async () => {
    const report = await call<DownloadReport>('download', [
      { query: { name: 'Shock' }, source: 'scryfall', folder: 'downloads', force: false },
    ]);
    expect(report.items).toMatchObject([
      {
        status: 'failed',
        name: 'Shock',
        error: { code: 'duplicate-name', message: 'A card named Shock already exists at red/shock.card.' },
      },
    ]);
    expect(await readdir(path.join(dir, 'downloads')).catch(() => [])).toEqual([]);
  });

  it('downloads ticked matches, by id where they have one and by name otherwise, each on its own', async () => {
    const report = await call<DownloadReport>('download', [
      {
        query: {
          picks: [
            { name: 'Shock', multiverseId: 129732 },
            { name: 'Prodigal Pyromancer', multiverseId: null },
            { name: 'Llanowar Elvez', multiverseId: null },
          ],
        },
        source: 'scryfall',
        folder: '',
        force: false,
      },
    ]);
    expect(report.error).toBeNull();
    expect(report.items.map((i) => [i.status, i.status === 'failed' ? i.error.code : i.path])).toEqual([
      ['failed', 'duplicate-name'],
      ['written', 'prodigal-pyromancer.card'],
      ['failed', 'unknown-name'],
    ]);
    expect(progress.filter((p) => p.job === 'download').at(-1)).toMatchObject({ done: 3, total: 3 });
  });

  it('refuses folders outside the workspace', async () => {
    const request = (folder: string) => [{ query: { name: 'Shock' }, source: 'scryfall', folder, force: false }];
    expect(await refused('download', request('..'))).toBe('outside-workspace');
    expect(await refused('download', request('/tmp'))).toBe('outside-workspace');
    expect(await refused('download', request('a/../../b'))).toBe('outside-workspace');
  });
});

describe('download without a reachable source', () => {
  it('says the network is down as a value, and writes nothing', async () => {
    context = {
      ...context,
      downloadClients: lazyClients({
        scryfallUrl: 'http://127.0.0.1:9/',
        cacheDir: null,
        env: {},
        retries: 0,
        timeoutMs: 2000,
      }),
    };
    const report = await call<DownloadReport>('download', [
      { query: { name: 'Shock' }, source: 'scryfall', folder: '', force: false },
    ]);
    expect(report.error?.code).toBe('network');
    const found = await call<DownloadSearchResult>('downloadSearch', [{ search: 'shock' }, 'scryfall']);
    expect(found).toMatchObject({ matches: [], error: { code: 'network' } });
  });

  it('turns a malformed base URL into an error value', async () => {
    context = { ...context, downloadClients: lazyClients({ scryfallUrl: 'ftp://nope', env: {} }) };
    const found = await call<DownloadSearchResult>('downloadSearch', [{ search: 'shock' }, 'scryfall']);
    expect(found.error?.code).toBe('invalid-argument');
  });
});
