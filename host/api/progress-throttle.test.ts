import { describe, expect, it } from 'vitest';
import type { JobProgress } from '../contract.js';
import { throttleProgress } from './progress-throttle.js';

describe('throttleProgress', () => {
  it('passes the first and last report and at most one per interval between', () => {
    const seen: number[] = [];
    let time = 0;
    const report = throttleProgress(
      (p) => seen.push(p.done),
      50,
      () => time,
    );
    const at = (done: number): JobProgress => ({ job: 'compile', done, total: 10, item: `f${done}` });
    for (let done = 1; done <= 10; done++) {
      time += 20;
      report(at(done));
    }
    expect(seen).toEqual([1, 4, 7, 10]);
  });

  it('survives a listener that throws', () => {
    const report = throttleProgress(() => {
      throw new Error('page gone');
    });
    expect(() => report({ job: 'download', done: 1, total: 1, item: null })).not.toThrow();
  });
});
