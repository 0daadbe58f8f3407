import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCardFile } from '../../engine/format/formats.js';
import { packBatch, readBatch, relativeSource } from './pack-batch.js';
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

describe('readBatch and packBatch', () => {
  it('packs what could be read and names what could not, in the order given', () => {
    const fs = memoryFs({ 'a.card': 'name Alpha\ntype creature\npt 1/1\n', 'c.card': 'name Gamma\ntype land\n' });
    const files = ['a.card', 'b.card', 'c.card'].map((f) => path.join(root, f));
    const read = readBatch(root, files, { fs, parseCardFile });
    const finished: string[] = [];
    const outcome = packBatch(read, { fs, parseCardFile }, (source) => finished.push(source));
    expect(outcome.cards.map((c) => [c.source, c.name])).toEqual([
      ['a.card', 'Alpha'],
      ['c.card', 'Gamma'],
    ]);
    expect(outcome.failures).toEqual([
      { file: 'b.card', code: 'read-failed', message: 'could not be read: it was deleted or moved while compiling' },
    ]);
    expect(finished).toEqual(['a.card', 'c.card']);
  });

  it('turns a parser crash into a failure naming the file, and goes on', () => {
    const fs = memoryFs({ 'a.card': 'name Alpha\n', 'b.card': 'name Beta\n' });
    const parse = (file: string, text: string) => {
      if (file === 'a.card') throw new Error('boom');
      return parseCardFile(file, text);
    };
    const deps = { fs, parseCardFile: parse };
    const outcome = packBatch(readBatch(root, [path.join(root, 'a.card'), path.join(root, 'b.card')], deps), deps);
    expect(outcome.cards.map((c) => c.name)).toEqual(['Beta']);
    expect(outcome.failures).toEqual([{ file: 'a.card', code: 'internal-error', message: 'the parser crashed: boom' }]);
  });
});
