import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { compileOffThread } from './compile-off-thread.js';
import { compileWorkspace, type CompileProgress } from './compile-workspace.js';
import { tempWorkspaces } from './testing/workspace.js';

const workspace = tempWorkspaces();

describe('compileOffThread', () => {
  it('compiles on a worker thread to the same result and bytes as on this one, with progress', async () => {
    const root = await workspace();
    const here = await compileWorkspace({ root, out: path.join(root, 'here.zip') });
    const progress: CompileProgress[] = [];
    const there = await compileOffThread({
      root,
      out: path.join(root, 'there.zip'),
      onProgress: (p) => progress.push(p),
    });
    // The same result but for where it went and how long each phase took.
    expect({ ...there, timings: null }).toEqual({ ...here, packPath: path.join(root, 'there.zip'), timings: null });
    expect(Object.values(there.timings).every((ms) => ms >= 0)).toBe(true);
    expect(there.status).toBe('written');
    const [a, b] = await Promise.all([readFile(path.join(root, 'here.zip')), readFile(path.join(root, 'there.zip'))]);
    expect(b.equals(a)).toBe(true);
    // The first and the last progress always cross over; the ones between may be thinned out.
    expect(progress.at(-1)).toMatchObject({ done: 4, total: 4 });
  });

  it('can use a zip helper from its worker thread, to the same bytes', async () => {
    const root = await workspace();
    await compileWorkspace({ root, out: path.join(root, 'here.zip'), zipHelper: false });
    const result = await compileOffThread({ root, out: path.join(root, 'helped.zip'), zipHelper: true });
    expect(result).toMatchObject({ status: 'written', zippedOffThread: true });
    const [a, b] = await Promise.all([readFile(path.join(root, 'here.zip')), readFile(path.join(root, 'helped.zip'))]);
    expect(b.equals(a)).toBe(true);
  });

  it('passes --strict on and can be cancelled, leaving an earlier pack untouched', async () => {
    const root = await workspace();
    const out = path.join(root, 'pack.zip');
    expect((await compileOffThread({ root, out, strict: true })).status).toBe('refused');

    await writeFile(out, 'an earlier pack');
    const cancelled = new AbortController();
    cancelled.abort();
    const result = await compileOffThread({ root, out, signal: cancelled.signal });
    expect(result).toMatchObject({ status: 'failed', failures: [{ code: 'aborted' }] });
    expect(await readFile(out, 'utf8')).toBe('an earlier pack');
    expect((await readdir(root)).filter((f) => f.includes('pack.zip'))).toEqual(['pack.zip']);
  });

  it('compiles here when the worker cannot start, dies, or cannot load its module', async () => {
    const root = await workspace();
    const starts: (() => Worker)[] = [
      () => {
        throw new Error('no workers here');
      },
      () => new Worker('process.exit(3)', { eval: true }),
      () => new Worker(`import(${JSON.stringify(path.resolve('no-such-module.js'))});`, { eval: true }),
    ];
    for (const [i, start] of starts.entries()) {
      const out = path.join(root, `fallback-${i}.zip`);
      const seen: number[] = [];
      const result = await compileOffThread({ root, out, onProgress: (p) => seen.push(p.done) }, start);
      expect(result).toMatchObject({ status: 'written', cardCount: 4 });
      expect(seen).toEqual([1, 2, 3, 4]);
    }
  });
});
