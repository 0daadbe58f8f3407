import { describe, expect, it } from 'vitest';
import type { CompileSummary } from '../../../host/contract.js';
import { compileReducer, formatSize, headline, idleCompile, runningStatus, type CompileJob } from './compile-job.js';

const summary: CompileSummary = {
  status: 'written',
  packPath: 'packs/cards.zip',
  packLocation: '/w/cards/packs/cards.zip',
  packSize: 2048,
  cardCount: 2,
  fileCount: 2,
  warnings: [],
  duplicates: [],
  failures: [],
};

const progress = (done: number, job: 'compile' | 'download' = 'compile') => ({
  type: 'progress' as const,
  progress: { job, done, total: 2, item: `f${done}` },
});

describe('compileReducer', () => {
  it('runs, counts progress and finishes', () => {
    let job: CompileJob = compileReducer(idleCompile, { type: 'start' });
    expect(job).toEqual({ phase: 'running', done: 0, total: null, file: null });
    job = compileReducer(job, progress(1));
    expect(job).toEqual({ phase: 'running', done: 1, total: 2, file: 'f1' });
    job = compileReducer(job, { type: 'finish', summary });
    expect(job).toEqual({ phase: 'finished', summary });
  });

  it('ignores download progress, late progress after the answer, and out-of-order reports', () => {
    const running = compileReducer(compileReducer(idleCompile, { type: 'start' }), progress(2));
    expect(compileReducer(running, progress(1))).toBe(running);
    expect(compileReducer(running, progress(2, 'download'))).toBe(running);
    const finished = compileReducer(running, { type: 'finish', summary });
    expect(compileReducer(finished, progress(2))).toBe(finished);
  });

  it('does not restart or dismiss a running job', () => {
    const running = compileReducer(idleCompile, { type: 'start' });
    expect(compileReducer(running, { type: 'start' })).toBe(running);
    expect(compileReducer(running, { type: 'dismiss' })).toBe(running);
    expect(compileReducer({ phase: 'error', message: 'x' }, { type: 'dismiss' })).toBe(idleCompile);
  });
});

describe('headline', () => {
  it('says what happened', () => {
    expect(headline(summary)).toBe('Compiled 2 cards with 0 warnings into packs/cards.zip (2.0 KB).');
    expect(
      headline({
        ...summary,
        status: 'refused',
        packSize: null,
        failures: [{ file: 'a.card', code: 'strict', message: 'has 1 warning' }],
      }),
    ).toBe('The pack was not written: 1 problem (2 cards, 0 warnings).');
    expect(
      headline({
        ...summary,
        status: 'failed',
        failures: [{ file: null, code: 'write-failed', message: 'disk full' }],
      }),
    ).toBe('Compile failed: disk full.');
    expect(formatSize(12)).toBe('12 B');
    expect(formatSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});

describe('runningStatus', () => {
  it('names the file being compiled, then says the pack is being written once every file is parsed', () => {
    expect(runningStatus({ phase: 'running', done: 0, total: null, file: null })).toBe('Compiling…');
    expect(runningStatus({ phase: 'running', done: 1, total: 2, file: 'red/shock.card' })).toBe(
      'Compiling red/shock.card',
    );
    expect(runningStatus({ phase: 'running', done: 2, total: 2, file: 'w/plains.card' })).toBe('Writing the pack…');
    // An empty workspace has nothing to parse: still compiling, not writing.
    expect(runningStatus({ phase: 'running', done: 0, total: 0, file: null })).toBe('Compiling…');
  });
});
