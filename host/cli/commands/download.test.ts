import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../../../test/fixture-server/fixture-server.js';
import { hasSharedFixtures } from '../../../test/fixture-server/fixtures-dir.js';
import type { CliIo } from '../command.js';
import { main } from '../main.js';
// main() loads a command's module on first use; loading it here keeps that out of the first test's time.
import './download.js';

interface Run {
  code: number;
  out: string;
  err: string;
}

describe.skipIf(!hasSharedFixtures())('cardsmith download', () => {
  let server: FixtureServer;
  let cwd: string;

  beforeAll(async () => {
    server = await startFixtureServer();
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => {
    cwd = mkdtempSync(path.join(tmpdir(), 'cardsmith-cli-download-'));
  });
  afterEach(() => {
    rmSync(cwd, { recursive: true, force: true });
  });

  // Each case makes at most one request per rate-limit slot, so the real clock never has to wait.
  async function run(args: string[], env: Record<string, string> = {}): Promise<Run> {
    let out = '';
    let err = '';
    const io: CliIo = { cwd, env, out: (t) => (out += t), err: (t) => (err += t) };
    const code = await main(['download', ...args], io);
    return { code, out, err };
  }

  it('writes the card, prints the file and exits 0', async () => {
    const r = await run(['--name', 'Shock', '--scryfall-url', server.url, '--no-cache', '--out', 'cards']);
    expect(r).toEqual({ code: 0, out: `wrote ${path.join('cards', 'shock.card')}\n`, err: '' });
    expect(readFileSync(path.join(cwd, 'cards', 'shock.card'), 'utf8')).toBe(
      'name Shock\ncost {R}\ntype instant\ntext ~ deals 2 damage to any target.\n',
    );
  });

  it('prints parser warnings as path:line:col: warning code: message', async () => {
    const r = await run(['--multiverse', '260991', '--source', 'gatherer', '--gatherer-url', server.url, '--no-cache']);
    expect(r.code).toBe(0);
    const lines = r.out.trimEnd().split('\n');
    expect(lines[0]).toBe('wrote nicol-bolas-planeswalker.card');
    for (const line of lines.slice(1))
      expect(line).toMatch(/^nicol-bolas-planeswalker\.card:\d+:\d+: warning [a-z-]+: .+/);
  });

  it('takes the base URL from the environment and caches in --cache-dir', async () => {
    const cache = path.join(cwd, 'cache');
    const env = { CARDSMITH_SCRYFALL_URL: server.url };
    expect((await run(['--multiverse', '129732', '--cache-dir', cache], env)).code).toBe(0);
    const asked = server.requests.length;
    expect((await run(['--multiverse', '129732', '--cache-dir', cache, '--force'], env)).code).toBe(0);
    expect(server.requests.length).toBe(asked);
    expect(readdirSync(cache).length).toBeGreaterThan(0);
  });

  it('exits 1 with one clear message on an unknown id', async () => {
    const r = await run(['--multiverse', '1', '--scryfall-url', server.url, '--no-cache']);
    expect(r).toEqual({ code: 1, out: '', err: 'cardsmith download: Scryfall has no card with multiverse id 1.\n' });
  });

  it('exits 1 and names --force when the file exists', async () => {
    writeFileSync(path.join(cwd, 'Shock.card'), 'mine\n');
    const r = await run(['--name=Shock', `--scryfall-url=${server.url}`, '--no-cache']);
    expect(r.code).toBe(1);
    expect(r.err).toBe('cardsmith download: Shock.card exists; not replaced (use --force to replace it)\n');
    expect(readFileSync(path.join(cwd, 'Shock.card'), 'utf8')).toBe('mine\n');
  });

  it.each([
    [[], 'give --name, --multiverse or --search'],
    [['--name', 'A', '--search', 'b'], 'give only one of --name, --multiverse and --search'],
    [['--multiverse', 'abc'], '--multiverse needs a positive whole number, not "abc"'],
    [['--source', 'mtgo', '--name', 'A'], '--source is scryfall or gatherer, not "mtgo"'],
    [['--name'], '--name needs a value'],
    [['--bogus'], 'unknown option "--bogus"'],
  ])('refuses %j with exit 2', async (args, message) => {
    const r = await run(args);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
  });

  it('is listed in help', async () => {
    let out = '';
    await main(['help'], { cwd, env: {}, out: (t) => (out += t), err: () => undefined });
    expect(out).toMatch(/download\s+Download real cards/);
  });
});
