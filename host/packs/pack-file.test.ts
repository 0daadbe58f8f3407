import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCardFile } from '../../engine/format/formats.js';
import { packFile, relativeSource } from './pack-file.js';
import type { PackFs } from './pack-fs.js';

const root = path.resolve('/work/space');

/** A file system holding `files` (workspace-relative path → text); reading anything else fails like a deleted file. */
function memoryFs(files: Record<string, string>): PackFs {
  const unsupported = (): Promise<never> => Promise.reject(new Error('not used here'));
  const readFileSync = (file: string): Uint8Array => {
    const text = files[path.relative(root, file).split(path.sep).join('/')];
    if (text !== undefined) return new TextEncoder().encode(text);
    throw Object.assign(new Error(`ENOENT: ${file}`), { code: 'ENOENT' });
  };
  return {
    readFile: unsupported,
    readFileSync,
    writeNewFile: unsupported,
    rename: unsupported,
    remove: unsupported,
    stat: unsupported,
  };
}

describe('relativeSource', () => {
  it('names files under the root workspace-relative with "/"', () => {
    expect(relativeSource(root, path.join(root, 'green', 'elf.card'))).toBe('green/elf.card');
    expect(relativeSource(root, 'green/elf.card')).toBe('green/elf.card');
  });

  it('does not mistake a sibling folder sharing the prefix for the root', () => {
    expect(relativeSource(root, `${root}-old${path.sep}elf.card`)).toBe('../space-old/elf.card');
  });
});

describe('packFile', () => {
  it('reads, parses and lays out a card file, naming it workspace-relative', () => {
    const fs = memoryFs({ 'green/a.card': 'name Alpha\ntype creature\npt 1/1\n' });
    const outcome = packFile(root, path.join(root, 'green', 'a.card'), { fs, parseCardFile });
    expect(outcome.failure).toBeNull();
    expect(outcome.source).toBe('green/a.card');
    expect(outcome.card).toMatchObject({ source: 'green/a.card', entry: 'cards/green/a.json', name: 'Alpha' });
  });

  it('says in words that a file vanished since it was listed', () => {
    const outcome = packFile(root, path.join(root, 'b.card'), { fs: memoryFs({}), parseCardFile });
    expect(outcome).toEqual({
      source: 'b.card',
      card: null,
      failure: {
        file: 'b.card',
        code: 'read-failed',
        message: 'could not be read: it was deleted or moved while compiling',
      },
    });
  });

  it('turns a parser crash into a failure naming the file', () => {
    const fs = memoryFs({ 'a.card': 'name Alpha\n' });
    const crash = (): never => {
      throw new Error('boom');
    };
    expect(packFile(root, path.join(root, 'a.card'), { fs, parseCardFile: crash })).toEqual({
      source: 'a.card',
      card: null,
      failure: { file: 'a.card', code: 'internal-error', message: 'the parser crashed: boom' },
    });
  });

  it('gives no card and no failure for a file no format reads', () => {
    const fs = memoryFs({ 'notes.txt': 'hello' });
    expect(packFile(root, path.join(root, 'notes.txt'), { fs, parseCardFile: () => null })).toEqual({
      source: 'notes.txt',
      card: null,
      failure: null,
    });
  });
});
