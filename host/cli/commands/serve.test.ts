import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UsageError } from '../command.js';
import { parseServeArgs } from './serve.js';

const cli = fileURLToPath(new URL('../../../bin/cardsmith.js', import.meta.url));

describe('parseServeArgs', () => {
  it('reads --workspace and --port, relative to the cwd', () => {
    expect(parseServeArgs(['--workspace', 'cards', '--port', '8080'], '/home/me')).toEqual({
      workspace: path.resolve('/home/me', 'cards'),
      port: 8080,
      build: true,
    });
    expect(parseServeArgs(['--port=0', '--no-build'], '/x')).toEqual({ workspace: '/x', port: 0, build: false });
  });

  it.each([['--port', 'http'], ['--port', '70000'], ['--port'], ['--workspace'], ['--bogus']])(
    'refuses %j',
    (...args) => {
      expect(() => parseServeArgs(args, '/x')).toThrow(UsageError);
    },
  );
});

describe('cardsmith serve', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cardsmith-serve-'));
    await writeFile(path.join(dir, 'bolt.card'), 'Name: Lightning Bolt\n');
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'prints the URL on its own stdout line, serves, and exits 0 on %s',
    async (signal) => {
      const child = spawn(process.execPath, [cli, 'serve', '--workspace', dir, '--no-build'], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      try {
        const url = await new Promise<string>((resolve, reject) => {
          let out = '';
          child.stdout.on('data', (chunk: Buffer) => {
            out += chunk.toString();
            const line = out.split('\n').find((l) => l.startsWith('http'));
            if (line !== undefined && out.includes('\n')) resolve(line);
          });
          child.on('exit', () => reject(new Error(`exited before printing a URL: ${out}`)));
        });
        expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]{43}$/);
        const { origin, searchParams } = new URL(url);
        const response = await fetch(`${origin}/api/readFile`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${searchParams.get('token') ?? ''}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(['bolt.card']),
        });
        expect(await response.json()).toMatchObject({ ok: true, value: { text: 'Name: Lightning Bolt\n' } });
      } finally {
        child.kill(signal);
      }
      expect(await exited).toBe(0);
    },
    20_000,
  );
});
