import { describe, expect, it } from 'vitest';
import { wasCancelled, type CompileSummary } from '../../../host/contract.js';
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

type Running = Extract<CompileJob, { phase: 'running' }>;
const running = (fields: Omit<Running, 'phase' | 'cancelling'>, cancelling = false): Running => ({
  phase: 'running',
  ...fields,
  cancelling,
});

describe('compileReducer', () => {
  it('runs, counts progress and finishes', () => {
    let job: CompileJob = compileReducer(idleCompile, { type: 'start' });
    expect(job).toEqual({ phase: 'running', done: 0, total: null, file: null, cancelling: false });
    job = compileReducer(job, progress(1));
    expect(job).toEqual({ phase: 'running', done: 1, total: 2, file: 'f1', cancelling: false });
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

  it('marks a running job as cancelling once, keeps counting progress, and ends with the answer', () => {
    const started = compileReducer(compileReducer(idleCompile, { type: 'start' }), progress(1));
    const cancelling = compileReducer(started, { type: 'cancel' });
    expect(cancelling).toEqual({ ...started, cancelling: true });
    expect(compileReducer(cancelling, { type: 'cancel' })).toBe(cancelling);
    expect(compileReducer(cancelling, progress(2))).toEqual({ ...cancelling, done: 2, file: 'f2' });
    expect(compileReducer(cancelling, { type: 'finish', summary })).toEqual({ phase: 'finished', summary });
    expect(compileReducer(idleCompile, { type: 'cancel' })).toBe(idleCompile);
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
    const cancelled: CompileSummary = {
      ...summary,
      status: 'failed',
      packSize: null,
      failures: [{ file: null, code: 'aborted', message: 'compile was cancelled' }],
    };
    expect(headline(cancelled)).toBe('Compile cancelled: no pack was written.');
    expect(wasCancelled(cancelled)).toBe(true);
    expect(wasCancelled(summary)).toBe(false);
    expect(formatSize(12)).toBe('12 B');
    expect(formatSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});

describe('runningStatus', () => {
  it('names the file being compiled, then says the pack is being written once every file is parsed', () => {
    expect(runningStatus(running({ done: 0, total: null, file: null }))).toBe('Compiling…');
    expect(runningStatus(running({ done: 1, total: 2, file: 'red/shock.card' }))).toBe('Compiling red/shock.card');
    expect(runningStatus(running({ done: 2, total: 2, file: 'w/plains.card' }))).toBe('Writing the pack…');
    // An empty workspace has nothing to parse: still compiling, not writing.
    expect(runningStatus(running({ done: 0, total: 0, file: null }))).toBe('Compiling…');
    expect(runningStatus(running({ done: 1, total: 2, file: 'red/shock.card' }, true))).toBe('Cancelling…');
  });
});
