import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const electronDir = path.join(root, 'node_modules', 'electron');
const pathFile = path.join(electronDir, 'path.txt');
const electronPresent =
  existsSync(pathFile) && existsSync(path.join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim()));

let workspace: string;
beforeEach(() => {
  workspace = mkdtempSync(path.join(tmpdir(), 'cardsmith-start-'));
  writeFileSync(path.join(workspace, 'bolt.card'), 'name Lightning Bolt\n');
});
afterEach(() => {
  rmSync(workspace, { recursive: true, force: true });
});

it.skipIf(electronPresent)(
  'without Electron’s binary, `npm start` says so in one line, then serves web mode and stops cleanly',
  async () => {
    const child = spawn(process.execPath, ['scripts/start.mjs', '--no-build', '--workspace', workspace], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, INIT_CWD: root },
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    let out = '';
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (/^http.*\n/m.test(out)) resolve();
        });
        child.on('exit', () => reject(new Error(`exited early: ${out}`)));
      });
    } finally {
      child.kill('SIGTERM');
    }
    const lines = out.trim().split('\n');
    expect(lines[0]).toBe('Electron is not installed on this machine (binary missing); starting web mode instead.');
    expect(lines[1]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+$/);
    expect(await exited).toBe(0);
    expect(err).toContain(realpathSync(workspace));
  },
  20_000,
);
