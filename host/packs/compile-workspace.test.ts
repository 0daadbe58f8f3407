import { readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import AdmZip from 'adm-zip';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { parseCardFile } from '../../engine/format/formats.js';
import { compileWorkspace, type CompileOptions, type CompileProgress } from './compile-workspace.js';
import { findCardFiles } from '../workspace/card-files.js';
import { loadPack } from './load-pack.js';
import { nodePackFs, type PackFs } from './pack-fs.js';
import { zipEntries } from './zip-entries.js';
import { zipOffThreads } from './zip-in-parts.js';
import { startZipWorker, zipOffThread, type ZipOffThread } from './zip-off-thread.js';
import { SAMPLE_CARDS, tempWorkspaces } from './testing/workspace.js';

const workspace = tempWorkspaces();

/** An fs that fails one operation with an errno-style error. */
function failing(op: keyof PackFs, code: string, when: (p: string) => boolean = () => true): PackFs {
  const real = nodePackFs[op] as (...args: unknown[]) => unknown;
  const call = (p: string, rest: unknown[]): unknown => {
    if (when(p)) throw Object.assign(new Error(`${code}: simulated failure, ${op} '${p}'`), { code });
    return real(p, ...rest);
  };
  // The blocking read fails by throwing, everything else by rejecting.
  const double =
    op === 'readFileSync'
      ? (p: string, ...rest: unknown[]) => call(p, rest)
      : async (p: string, ...rest: unknown[]) => call(p, rest);
  return { ...nodePackFs, [op]: double };
}

/** A file system whose reads move a clock on by `ms` each: the only time that passes, for tests of slicing and timing. */
function readClock(ms: number, fs: PackFs = nodePackFs): { fs: PackFs; now: () => number } {
  let clock = 0;
  return {
    fs: { ...fs, readFileSync: (p) => ((clock += ms), fs.readFileSync(p)) },
    now: () => clock,
  };
}

/** `count` one-line card files in one folder, named in path order. */
function manyCards(count: number): Record<string, string> {
  return Object.fromEntries(
    Array.from({ length: count }, (_, i) => [`c/card-${String(i).padStart(3, '0')}.card`, `name Card ${i}\n`]),
  );
}

describe('compileWorkspace', () => {
  it('compiles every card file into a pack that loads back to exactly the parsed templates', async () => {
    const root = await workspace();
    const out = path.join(root, 'out', 'pack.zip');
    await import('node:fs/promises').then((fs) => fs.mkdir(path.dirname(out)));
    const result = await compileWorkspace({ root, out });

    expect(result.status).toBe('written');
    expect(result.failures).toEqual([]);
    expect(result.cardCount).toBe(4);
    expect(result.packPath).toBe(out);
    expect(result.packSize).toBe((await readFile(out)).length);

    const sources = Object.keys(SAMPLE_CARDS)
      .filter((s) => s.endsWith('.card'))
      .sort();
    const expected = sources.map((s) => parseCardFile(s, SAMPLE_CARDS[s] ?? ''));
    expect(result.warnings).toEqual(expected.flatMap((p) => p?.warnings ?? []));
    expect(result.warnings.length).toBeGreaterThan(0);

    const loaded = await loadPack(out);
    expect(loaded.ok ? [] : loaded.errors).toEqual([]);
    if (!loaded.ok) return;
    expect(loaded.templates).toEqual(expected.map((p) => p?.card));
    expect(loaded.manifest.cards.map((c) => [c.source, c.entry])).toEqual([
      ['green/llanowar-elves.card', 'cards/green/llanowar-elves.json'],
      ['red/lightning-bolt.card', 'cards/red/lightning-bolt.json'],
      ['red/shock.card', 'cards/red/shock.json'],
      ['white/odd.card', 'cards/white/odd.json'],
    ]);
    expect(loaded.manifest.warnings).toEqual(
      result.warnings.map(({ file, line, column, endColumn, code, message }) => ({
        file,
        line,
        column,
        endColumn,
        code,
        message,
      })),
    );
  });

  it('gives byte-identical packs for the same sources, even after their times change', async () => {
    const root = await workspace();
    const first = await compileWorkspace({ root, out: path.join(root, 'a.zip') });
    const later = new Date('2031-05-06T07:08:09Z');
    for (const file of Object.keys(SAMPLE_CARDS)) await utimes(path.join(root, file), later, later);
    const second = await compileWorkspace({ root, out: path.join(root, 'b.zip') });
    expect(first.status).toBe('written');
    expect(second.status).toBe('written');
    const [a, b] = await Promise.all([readFile(path.join(root, 'a.zip')), readFile(path.join(root, 'b.zip'))]);
    expect(b.equals(a)).toBe(true);
  });

  it('works in slices of time, giving the event loop a turn between batches of files', async () => {
    // 150 card files, and a clock that moves 1 ms per file read: every batch of 64 files fills a 10 ms slice.
    const root = await workspace(manyCards(150));
    const { fs, now } = readClock(1);
    let done = 0;
    const doneAtTurns: number[] = [];
    let watching = true;
    const watch = (): void => {
      if (!watching) return;
      doneAtTurns.push(done);
      setImmediate(watch);
    };
    setImmediate(watch);
    const result = await compileWorkspace({
      root,
      out: path.join(root, 'p.zip'),
      onProgress: (p) => (done = p.done),
      deps: { fs, now },
    });
    watching = false;
    expect(result).toMatchObject({ status: 'written', cardCount: 150 });
    // The event loop turned after each full batch, while files were still left.
    expect(doneAtTurns).toContain(64);
    expect(doneAtTurns).toContain(128);
  });

  it('stops between batches when cancelled, writing nothing', async () => {
    const root = await workspace(manyCards(150));
    const { fs, now } = readClock(1);
    const cancel = new AbortController();
    const seen: number[] = [];
    const result = await compileWorkspace({
      root,
      out: path.join(root, 'p.zip'),
      signal: cancel.signal,
      onProgress: (p) => {
        seen.push(p.done);
        if (p.done === 64) cancel.abort();
      },
      deps: { fs, now },
    });
    expect(result.status).toBe('failed');
    expect(result.failures).toEqual([{ file: null, code: 'aborted', message: 'compile was cancelled' }]);
    expect(Math.max(...seen)).toBe(64);
    await expect(readFile(path.join(root, 'p.zip'))).rejects.toThrow();
  });

  it('times each phase by its clock: listing, reading and parsing, writing', async () => {
    const root = await workspace();
    // The clock only moves when a double says so: 3 ms to list, 7 ms per card file read, 50 ms to write.
    let clock = 1_000;
    const fs: PackFs = {
      ...nodePackFs,
      readFileSync: (p) => ((clock += 7), nodePackFs.readFileSync(p)),
      writeNewFile: async (p, data) => ((clock += 50), nodePackFs.writeNewFile(p, data)),
    };
    const listed = (paths: readonly string[]): Promise<string[]> => ((clock += 3), findCardFiles(paths));
    const result = await compileWorkspace({
      root,
      out: path.join(root, 'p.zip'),
      deps: { fs, findCardFiles: listed, now: () => clock },
    });
    expect(result.status).toBe('written');
    expect(result.timings).toEqual({ list: 3, parse: 4 * 7, assemble: 0, zip: 0, write: 50 });
  });

  it('leaves the phases a failed compile never reached at zero', async () => {
    const root = await workspace();
    const { fs, now } = readClock(
      5,
      failing('readFileSync', 'EACCES', (p) => p.endsWith('shock.card')),
    );
    const result = await compileWorkspace({ root, out: path.join(root, 'p.zip'), deps: { fs, now } });
    expect(result.status).toBe('failed');
    expect(result.timings).toEqual({ list: 0, parse: 4 * 5, assemble: 0, zip: 0, write: 0 });
  });

  it('reports progress for every file', async () => {
    const root = await workspace();
    const seen: CompileProgress[] = [];
    await compileWorkspace({ root, out: path.join(root, 'p.zip'), onProgress: (p) => seen.push(p) });
    expect(seen.map((p) => p.done)).toEqual([1, 2, 3, 4]);
    expect(seen.every((p) => p.total === 4)).toBe(true);
    expect(new Set(seen.map((p) => p.file))).toEqual(
      new Set(Object.keys(SAMPLE_CARDS).filter((f) => f.endsWith('.card'))),
    );
  });

  it('skips a binary file named like a card with one warning: no card, nothing parsed', async () => {
    const root = await workspace();
    // A PNG's header: NUL bytes, as in any image renamed x.card.
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    await writeFile(path.join(root, 'red', 'x.card'), Buffer.concat([png, Buffer.from('name Not a card\n')]));
    const result = await compileWorkspace({ root, out: path.join(root, 'p.zip') });
    expect(result.status).toBe('written');
    expect(result.cardCount).toBe(4);
    expect(result.warnings.filter((w) => w.file === 'red/x.card')).toEqual([
      {
        file: 'red/x.card',
        line: 1,
        column: 1,
        endColumn: 1,
        code: 'binary-file',
        message: 'Not a card: this is a binary file (not text), so it was skipped.',
      },
    ]);
    const pack = await loadPack(path.join(root, 'p.zip'));
    expect(pack.ok && pack.templates.map((t) => t.name)).not.toContain('Not a card');
  });

  it('reports duplicate names with both paths, and --strict refuses to write, naming the files', async () => {
    const root = await workspace({
      ...SAMPLE_CARDS,
      'blue/shock.card': 'name Shock\ncost {U}\ntype instant\ntext Draw a card.\n',
    });
    const out = path.join(root, 'pack.zip');
    const lenient = await compileWorkspace({ root, out });
    expect(lenient.status).toBe('written');
    expect(lenient.duplicates).toEqual([{ name: 'Shock', sources: ['blue/shock.card', 'red/shock.card'] }]);
    const before = await readFile(out);

    const strict = await compileWorkspace({ root, out, strict: true });
    expect(strict.status).toBe('refused');
    expect(strict.packSize).toBeNull();
    expect(strict.failures).toContainEqual({
      file: 'blue/shock.card',
      code: 'strict',
      message: 'defines "Shock", also defined in red/shock.card',
    });
    expect(strict.failures).toContainEqual({
      file: 'white/odd.card',
      code: 'strict',
      message: expect.stringMatching(/^has \d+ warnings?$/),
    });
    expect((await readFile(out)).equals(before)).toBe(true);
  });

  it('--strict writes when there is nothing to complain about', async () => {
    const { 'white/odd.card': _odd, ...clean } = SAMPLE_CARDS;
    const root = await workspace(clean);
    const result = await compileWorkspace({ root, out: path.join(root, 'p.zip'), strict: true });
    expect(result).toMatchObject({ status: 'written', warnings: [], duplicates: [], cardCount: 3 });
  });

  describe('leaves an earlier pack untouched when it fails', () => {
    async function withOldPack(): Promise<{ root: string; out: string; old: Buffer }> {
      const root = await workspace();
      const out = path.join(root, 'pack.zip');
      const old = Buffer.from('an earlier pack, not to be touched');
      await writeFile(out, old);
      return { root, out, old };
    }

    async function expectUntouched(root: string, out: string, old: Buffer): Promise<void> {
      expect((await readFile(out)).equals(old)).toBe(true);
      // No temporary file left behind either.
      expect((await readdir(root)).filter((f) => f.includes('pack.zip'))).toEqual(['pack.zip']);
    }

    it('when a card file vanishes while compiling', async () => {
      const { root, out, old } = await withOldPack();
      const fs = failing('readFileSync', 'ENOENT', (p) => p.endsWith('shock.card'));
      const result = await compileWorkspace({ root, out, deps: { fs } });
      expect(result.status).toBe('failed');
      expect(result.failures).toEqual([
        {
          file: 'red/shock.card',
          code: 'read-failed',
          message: 'could not be read: it was deleted or moved while compiling',
        },
      ]);
      await expectUntouched(root, out, old);
    });

    it('when a card file cannot be read', async () => {
      const { root, out, old } = await withOldPack();
      const fs = failing('readFileSync', 'EACCES', (p) => p.endsWith('.card'));
      const result = await compileWorkspace({ root, out, deps: { fs } });
      expect(result.status).toBe('failed');
      expect(result.failures.map((f) => f.file)).toEqual([
        'green/llanowar-elves.card',
        'red/lightning-bolt.card',
        'red/shock.card',
        'white/odd.card',
      ]);
      expect(result.failures[0]?.message).toContain('EACCES');
      await expectUntouched(root, out, old);
    });

    it('when the disk fills up while writing', async () => {
      const { root, out, old } = await withOldPack();
      const fs: PackFs = {
        ...nodePackFs,
        // Write half the file for real, then fail: the temporary file must be cleaned up.
        async writeNewFile(p, data) {
          await nodePackFs.writeNewFile(p, data.subarray(0, data.length >> 1));
          throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
        },
      };
      const result = await compileWorkspace({ root, out, deps: { fs } });
      expect(result).toMatchObject({ status: 'failed', cardCount: 4, packSize: null });
      expect(result.failures).toEqual([
        {
          file: out,
          code: 'write-failed',
          message: 'could not write the pack: ENOSPC: no space left on device, write',
        },
      ]);
      await expectUntouched(root, out, old);
    });

    it('when the folder refuses the rename (permissions)', async () => {
      const { root, out, old } = await withOldPack();
      const result = await compileWorkspace({ root, out, deps: { fs: failing('rename', 'EACCES') } });
      expect(result.status).toBe('failed');
      expect(result.failures[0]?.message).toContain('EACCES');
      await expectUntouched(root, out, old);
    });

    it('when --strict refuses', async () => {
      const { root, out, old } = await withOldPack();
      expect((await compileWorkspace({ root, out, strict: true })).status).toBe('refused');
      await expectUntouched(root, out, old);
    });

    it.each([
      {
        when: 'when cancelled while reading',
        cancelling: (cancel: () => void): Partial<CompileOptions> => ({ onProgress: cancel }),
      },
      {
        when: 'when cancelled while the pack is being zipped (every file already parsed)',
        // Zipping blocks the thread, so a cancel can only have been sent meanwhile: it is seen once zipping ends.
        cancelling: (cancel: () => void): Partial<CompileOptions> => ({
          deps: { zip: (entries) => (setImmediate(cancel), zipEntries(entries)) },
        }),
      },
    ])('$when', async ({ cancelling }) => {
      const { root, out, old } = await withOldPack();
      const controller = new AbortController();
      const cancel = (): void => controller.abort();
      const result = await compileWorkspace({ root, out, signal: controller.signal, ...cancelling(cancel) });
      expect(result).toMatchObject({ status: 'failed', failures: [{ code: 'aborted' }] });
      await expectUntouched(root, out, old);
    });
  });

  it('fails with a clear message when the pack folder does not exist, or the workspace is not a folder', async () => {
    const root = await workspace();
    const missing = await compileWorkspace({ root, out: path.join(root, 'no', 'such', 'pack.zip') });
    expect(missing).toMatchObject({ status: 'failed', failures: [{ code: 'write-failed' }] });
    expect(missing.failures[0]?.message).toContain('ENOENT');

    const notFolder = await compileWorkspace({
      root: path.join(root, 'red', 'shock.card'),
      out: path.join(root, 'p.zip'),
    });
    expect(notFolder).toMatchObject({ status: 'failed', failures: [{ code: 'not-a-folder' }] });
  });

  it('refuses two files that would be stored under one entry', async () => {
    const root = await workspace({
      'a.card.card': 'name One\ntype instant\n',
      'a.card.json': '{"name": "Two", "types": ["instant"]}',
    });
    const result = await compileWorkspace({ root, out: path.join(root, 'p.zip') });
    expect(result.status).toBe('refused');
    expect(result.failures).toEqual([
      {
        file: 'a.card.json',
        code: 'entry-collision',
        message: 'a.card.card and a.card.json would both be stored as cards/a.card.json; rename one of them',
      },
    ]);
  });

  it('reports a crashing parser or progress callback as a failure value, never a throw', async () => {
    const root = await workspace();
    const out = path.join(root, 'p.zip');
    const crashing = await compileWorkspace({
      root,
      out,
      deps: {
        parseCardFile: (file) => {
          if (file.includes('shock')) throw new Error('boom');
          return null;
        },
      },
    });
    expect(crashing).toMatchObject({
      status: 'failed',
      failures: [{ file: 'red/shock.card', code: 'internal-error', message: 'the parser crashed: boom' }],
    });
    const badProgress = await compileWorkspace({
      root,
      out,
      onProgress: () => {
        throw new Error('ui bug');
      },
    });
    expect(badProgress.status).toBe('written');
    const badLister = await compileWorkspace({
      root,
      out,
      deps: { findCardFiles: () => Promise.reject(new Error('EIO: listing failed')) },
    });
    expect(badLister).toMatchObject({ status: 'failed', failures: [{ code: 'read-failed' }] });
  });

  describe('with a zip helper', () => {
    // 'a.card' sorts before 'a.d.card', but its entry cards/a.json after cards/a.d.json: the pack's order is the entries'.
    const cards = { ...SAMPLE_CARDS, 'a.card': 'name A\n', 'a.d.card': 'name D\n' };

    it('writes the same bytes as without one, whichever order sources and entries sort in', async () => {
      const root = await workspace(cards);
      const here = await compileWorkspace({ root, out: path.join(root, 'here.zip'), zipHelper: false });
      const helped = await compileWorkspace({ root, out: path.join(root, 'helped.zip'), zipHelper: true });
      expect(here.zippedOffThread).toBe(false);
      expect(helped.zippedOffThread).toBe(true);
      const comparable = { packPath: null, timings: null, zippedOffThread: null };
      expect({ ...helped, ...comparable }).toEqual({ ...here, ...comparable });
      const [a, b] = await Promise.all([
        readFile(path.join(root, 'here.zip')),
        readFile(path.join(root, 'helped.zip')),
      ]);
      expect(b.equals(a)).toBe(true);
      // The manifest lists cards by source, the zip holds them by entry.
      const loaded = await loadPack(path.join(root, 'helped.zip'));
      expect(loaded.ok && loaded.manifest.cards.slice(0, 2).map((c) => c.source)).toEqual(['a.card', 'a.d.card']);
      const names = new AdmZip(b).getEntries().map((e) => e.entryName);
      expect(names.slice(0, 3)).toEqual(['manifest.json', 'cards/a.d.json', 'cards/a.json']);
    });

    it('zips here, to the same bytes, when a helper dies or none can start', async () => {
      const root = await workspace(cards);
      await compileWorkspace({ root, out: path.join(root, 'here.zip'), zipHelper: false });
      const expected = await readFile(path.join(root, 'here.zip'));
      const dying = (head: readonly string[]): ZipOffThread | null =>
        zipOffThread(head, () => new Worker('process.exit(3)', { eval: true }));
      const secondDies = (head: readonly string[], entryCount: number): ZipOffThread | null => {
        let started = 0;
        const start = (): Worker =>
          ++started === 2 ? new Worker('process.exit(3)', { eval: true }) : startZipWorker();
        return zipOffThreads(head, entryCount, 2, start);
      };
      for (const [i, start] of [dying, secondDies, () => null].entries()) {
        const out = path.join(root, `fallback-${i}.zip`);
        const result = await compileWorkspace({ root, out, zipHelper: true, deps: { zipOffThread: start } });
        expect(result).toMatchObject({ status: 'written', zippedOffThread: false });
        expect((await readFile(out)).equals(expected)).toBe(true);
      }
    });

    it('hands the helper every card entry in pack order, and stops it however the compile ends', async () => {
      const root = await workspace(cards);
      const calls: string[] = [];
      const recording = (head: readonly string[], entryCount: number): ZipOffThread => ({
        add: (entries) => calls.push(`add ${entries.map((e) => e.path).join(' ')}`),
        finish: (entries) => (
          calls.push(`finish ${head.join(' ')}, ${entryCount} more: ${entries.length}`),
          Promise.resolve(null)
        ),
        stop: () => calls.push('stop'),
      });
      const written = await compileWorkspace({
        root,
        out: path.join(root, 'p.zip'),
        zipHelper: true,
        deps: { zipOffThread: recording },
      });
      expect(written.status).toBe('written');
      expect(calls).toEqual([
        'add cards/a.d.json cards/a.json cards/green/llanowar-elves.json cards/red/lightning-bolt.json ' +
          'cards/red/shock.json cards/white/odd.json',
        'finish manifest.json, 6 more: 7',
        'stop',
      ]);
      calls.length = 0;
      const refused = await compileWorkspace({
        root,
        out: path.join(root, 'p.zip'),
        zipHelper: true,
        strict: true,
        deps: { zipOffThread: recording },
      });
      expect(refused.status).toBe('refused');
      expect(calls.at(-1)).toBe('stop');
    });

    it('stops waiting for the helper when cancelled, writing nothing', async () => {
      const root = await workspace(cards);
      const cancel = new AbortController();
      let stopped: () => void = () => {};
      const slow = (): ZipOffThread => {
        const zipping = new Promise<null>((resolve) => (stopped = () => resolve(null)));
        return {
          add: () => {},
          finish: () => (cancel.abort(), zipping),
          stop: () => stopped(),
        };
      };
      const out = path.join(root, 'p.zip');
      const result = await compileWorkspace({
        root,
        out,
        zipHelper: true,
        signal: cancel.signal,
        deps: { zipOffThread: slow, zip: () => expect.fail('zipped after the cancel') },
      });
      expect(result).toMatchObject({ status: 'failed', failures: [{ code: 'aborted' }] });
      await expect(readFile(out)).rejects.toThrow();
    });

    it('is used by default only for a big workspace', async () => {
      const root = await workspace(manyCards(20));
      let asked = 0;
      const counting = (): null => (asked++, null);
      await compileWorkspace({ root, out: path.join(root, 'p.zip'), deps: { zipOffThread: counting } });
      expect(asked).toBe(0);
      await compileWorkspace({
        root,
        out: path.join(root, 'p.zip'),
        zipHelper: true,
        deps: { zipOffThread: counting },
      });
      expect(asked).toBe(1);
    });
  });

  it('writes an empty pack for a workspace without cards', async () => {
    const root = await workspace({ 'readme.md': 'nothing here' });
    const result = await compileWorkspace({ root, out: path.join(root, 'p.zip') });
    expect(result).toMatchObject({ status: 'written', cardCount: 0 });
    const loaded = await loadPack(path.join(root, 'p.zip'));
    expect(loaded.ok && loaded.templates).toEqual([]);
  });
});
