import type { JobProgress } from '../contract.js';

/**
 * Passes on the first report, the last (done === total) and at most one in between every `intervalMs`:
 * a workspace of 30,000 files must not mean 30,000 messages to the page.
 */
export function throttleProgress(
  report: (progress: JobProgress) => void,
  intervalMs = 50,
  now: () => number = Date.now,
): (progress: JobProgress) => void {
  let last = Number.NEGATIVE_INFINITY;
  return (progress) => {
    const time = now();
    if (progress.done !== progress.total && progress.done !== 0 && time - last < intervalMs) return;
    last = time;
    try {
      report(progress);
    } catch {
      // A page that went away must not break the job.
    }
  };
}
