import { execFileSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exitQuietlyOnBrokenPipe } from '../../host/cli/broken-pipe.js';
import { main } from '../../host/cli/main.js';
import { recordingIo } from '../../host/cli/testing/recording-io.js';

/**
 * Issue 24, item 8: `cardsmith check f.card` and `cardsmith test f.scenario` on a named pipe waited forever for a
 * writer; `cardsmith inspect pack.zip | head -1` crashed with an unhandled EPIPE once head had gone.
 */
describe.skipIf(process.platform === 'win32')('the CLI on a named pipe', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cardsmith-hostile-cli-'));
    execFileSync('mkfifo', [path.join(dir, 'f.card'), path.join(dir, 'f.scenario')]);
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('check refuses it as not a regular file (exit 2) instead of waiting for a writer', async () => {
    const io = recordingIo(dir);
    expect(await main(['check', 'f.card'], io)).toBe(2);
    expect(io.stderr).toContain('f.card: cannot read: not a regular file');
  });

  it('test refuses it the same way', async () => {
    const io = recordingIo(dir);
    expect(await main(['test', 'f.scenario', '--cards', '.'], io)).toBe(2);
    expect(io.stderr).toContain('f.scenario: cannot read: not a regular file');
  });
});

describe('a reader that goes away', () => {
  it('ends the CLI quietly on EPIPE', () => {
    const stream = new EventEmitter();
    const exits: number[] = [];
    exitQuietlyOnBrokenPipe(stream, (code) => exits.push(code));
    stream.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    expect(exits).toEqual([0]);
  });

  it('still reports any other write error', () => {
    const stream = new EventEmitter();
    exitQuietlyOnBrokenPipe(stream, () => undefined);
    expect(() => stream.emit('error', Object.assign(new Error('no space'), { code: 'ENOSPC' }))).toThrow('no space');
  });
});
