import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCardFile } from '../../engine/format/formats.js';
import { packFiles, relativeSource } from './pack-file.js';
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
    list: unsupported,
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

describe('packFiles', () => {
  const at = (file: string): string => path.join(root, ...file.split('/'));

  it('reads, parses and lays out card files, naming them workspace-relative', () => {
    const fs = memoryFs({ 'green/a.card': 'name Alpha\ntype creature\npt 1/1\n' });
    const [outcome] = packFiles(root, [at('green/a.card')], { fs, parseCardFile });
    expect(outcome?.failure).toBeNull();
    expect(outcome?.source).toBe('green/a.card');
    expect(outcome?.card).toMatchObject({ source: 'green/a.card', entry: 'cards/green/a.json', name: 'Alpha' });
  });

  it('gives one outcome per file in the order given, a failure in the middle changing no other', () => {
    const fs = memoryFs({ 'b.card': 'name Beta\n', 'a.card': 'name Alpha\n' });
    const outcomes = packFiles(root, [at('b.card'), at('gone.card'), at('a.card')], { fs, parseCardFile });
    expect(outcomes.map((o) => [o.source, o.card?.name ?? null, o.failure?.code ?? null])).toEqual([
      ['b.card', 'Beta', null],
      ['gone.card', null, 'read-failed'],
      ['a.card', 'Alpha', null],
    ]);
    // The same as packing each file alone.
    const alone = [at('b.card'), at('gone.card'), at('a.card')].flatMap((f) =>
      packFiles(root, [f], { fs, parseCardFile }),
    );
    expect(outcomes).toEqual(alone);
  });

  it('says in words that a file vanished since it was listed', () => {
    expect(packFiles(root, [at('b.card')], { fs: memoryFs({}), parseCardFile })).toEqual([
      {
        source: 'b.card',
        card: null,
        failure: {
          file: 'b.card',
          code: 'read-failed',
          message: 'could not be read: it was deleted or moved while compiling',
        },
        skipped: null,
      },
    ]);
  });

  it('turns a parser crash into a failure naming the file, and parses the rest', () => {
    const fs = memoryFs({ 'a.card': 'name Alpha\n', 'b.card': 'name Beta\n' });
    const crashOnA = (file: string, text: string): ReturnType<typeof parseCardFile> => {
      if (file === 'a.card') throw new Error('boom');
      return parseCardFile(file, text);
    };
    const [a, b] = packFiles(root, [at('a.card'), at('b.card')], { fs, parseCardFile: crashOnA });
    expect(a).toEqual({
      source: 'a.card',
      card: null,
      failure: { file: 'a.card', code: 'internal-error', message: 'the parser crashed: boom' },
      skipped: null,
    });
    expect(b?.card?.name).toBe('Beta');
  });

  it('gives no card and no failure for a file no format reads', () => {
    const fs = memoryFs({ 'notes.txt': 'hello' });
    expect(packFiles(root, [at('notes.txt')], { fs, parseCardFile: () => null })).toEqual([
      { source: 'notes.txt', card: null, failure: null, skipped: null },
    ]);
  });

  it('skips a binary file with a warning instead of parsing it', () => {
    const fs = memoryFs({ 'x.card': 'name X\u0000\u0000\n' });
    const parse = (): never => {
      throw new Error('a binary file must not be parsed');
    };
    const [x] = packFiles(root, [at('x.card')], { fs, parseCardFile: parse });
    expect(x).toMatchObject({ source: 'x.card', card: null, failure: null, skipped: { code: 'binary-file' } });
  });
});
