import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_DIR, CLI_ENTRY, cliIsStale } from '../../scripts/build-cli.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const bin = path.join(repo, 'bin', 'cardsmith.js');
const inputs = path.join(CLI_DIR, 'inputs.json');

describe('cliIsStale', () => {
  let dir = '';
  const built = (): string => path.join(dir, 'dist');
  const source = (): string => path.join(dir, 'src.ts');

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cardsmith-cli-build-'));
    await mkdir(built());
    await writeFile(source(), 'export {};\n');
    await writeFile(path.join(built(), 'main.js'), '');
    await utimes(source(), new Date(1_000_000), new Date(1_000_000));
    await writeFile(path.join(built(), 'inputs.json'), JSON.stringify({ startedAt: 2_000_000, inputs: ['src.ts'] }));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is fresh when every source is older than the build', () => {
    expect(cliIsStale(built(), dir)).toBe(false);
  });

  it('is stale when a source changed after the build started, or is gone', async () => {
    await utimes(source(), new Date(3_000_000), new Date(3_000_000));
    expect(cliIsStale(built(), dir)).toBe(true);
    await utimes(source(), new Date(1_000_000), new Date(1_000_000));
    await rm(source());
    expect(cliIsStale(built(), dir)).toBe(true);
  });

  it('is stale when nothing was built', () => {
    expect(cliIsStale(path.join(dir, 'nowhere'), dir)).toBe(true);
  });
});

describe('bin/cardsmith.js', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [bin, ...args], { cwd: repo, encoding: 'utf8', timeout: 60_000 });

  it('runs the built JavaScript, and builds only when stale', () => {
    // The first run builds if the sources changed since the last build (as after a pull); the second must not.
    expect(run('--version').status).toBe(0);
    expect(existsSync(CLI_ENTRY)).toBe(true);
    expect(cliIsStale()).toBe(false);
    const before = readFileSync(inputs, 'utf8');
    const help = run('--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: cardsmith <command>');
    expect(readFileSync(inputs, 'utf8')).toBe(before);
    // What ran was the bundle, not the TypeScript sources: its inputs name them, and no tsx is loaded for it.
    expect((JSON.parse(before) as { inputs: string[] }).inputs).toContain('host/cli/main.ts');
    expect(readFileSync(bin, 'utf8')).not.toContain('tsx');
  }, 90_000);
});
