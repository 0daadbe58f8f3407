import { describe, expect, it } from 'vitest';
import { CompileJobs } from './compile-jobs.js';

describe('CompileJobs', () => {
  it('aborts every running compile and says whether there was one', () => {
    const jobs = new CompileJobs();
    expect(jobs.cancelAll()).toBe(false);
    const a = jobs.start();
    const b = jobs.start();
    expect(jobs.cancelAll()).toBe(true);
    expect([a.signal.aborted, b.signal.aborted]).toEqual([true, true]);
    expect(jobs.cancelAll()).toBe(false);
  });

  it('forgets a finished compile, so a later cancel finds nothing to stop', () => {
    const jobs = new CompileJobs();
    const done = jobs.start();
    done.finish();
    const running = jobs.start();
    expect(jobs.cancelAll()).toBe(true);
    expect(done.signal.aborted).toBe(false);
    expect(running.signal.aborted).toBe(true);
  });
});
