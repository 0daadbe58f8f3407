import { wasCancelled, type CompileSummary, type JobProgress } from '../../../host/contract.js';

/** Where the app's one compile job is: nothing yet, running (with the latest progress), or finished. */
export type CompileJob =
  | { readonly phase: 'idle' }
  | {
      readonly phase: 'running';
      readonly done: number;
      readonly total: number | null;
      readonly file: string | null;
      /** Cancel was pressed; the host's answer (cancelled, or written if it was already writing) is awaited. */
      readonly cancelling: boolean;
    }
  | { readonly phase: 'finished'; readonly summary: CompileSummary }
  /** The request itself failed (bad output path, host gone): `message` says why. */
  | { readonly phase: 'error'; readonly message: string };

export type CompileAction =
  | { readonly type: 'start' }
  | { readonly type: 'progress'; readonly progress: JobProgress }
  | { readonly type: 'cancel' }
  | { readonly type: 'finish'; readonly summary: CompileSummary }
  | { readonly type: 'fail'; readonly message: string }
  | { readonly type: 'dismiss' };

export const idleCompile: CompileJob = { phase: 'idle' };

/**
 * Pure state changes for the compile job. Progress counts only while running: the last progress message
 * may arrive after the answer (they travel separately), and must not make a finished job look running.
 */
export function compileReducer(job: CompileJob, action: CompileAction): CompileJob {
  switch (action.type) {
    case 'start':
      return job.phase === 'running' ? job : { phase: 'running', done: 0, total: null, file: null, cancelling: false };
    case 'progress':
      if (job.phase !== 'running' || action.progress.job !== 'compile') return job;
      if (action.progress.done < job.done) return job;
      return { ...job, done: action.progress.done, total: action.progress.total, file: action.progress.item };
    case 'cancel':
      return job.phase === 'running' && !job.cancelling ? { ...job, cancelling: true } : job;
    case 'finish':
      return { phase: 'finished', summary: action.summary };
    case 'fail':
      return { phase: 'error', message: action.message };
    case 'dismiss':
      return job.phase === 'running' ? job : idleCompile;
  }
}

/**
 * The status line while running: the file just compiled or, once every file is parsed, the pack being
 * written (for a big workspace, laying out and zipping the pack takes seconds after the last file).
 */
export function runningStatus(job: Extract<CompileJob, { phase: 'running' }>): string {
  if (job.cancelling) return 'Cancelling…';
  if (job.total !== null && job.total > 0 && job.done >= job.total) return 'Writing the pack…';
  return `Compiling${job.file ? ` ${job.file}` : '…'}`;
}

/** `1.2 KB`, as the CLI prints sizes. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The summary's first line, for sighted users and the live region alike. */
export function headline(summary: CompileSummary): string {
  const warnings = plural(summary.warnings.length, 'warning');
  const cards = plural(summary.cardCount, 'card');
  switch (summary.status) {
    case 'written':
      return `Compiled ${cards} with ${warnings} into ${summary.packPath} (${formatSize(summary.packSize ?? 0)}).`;
    case 'refused':
      return `The pack was not written: ${plural(summary.failures.length, 'problem')} (${cards}, ${warnings}).`;
    case 'failed':
      if (wasCancelled(summary)) return 'Compile cancelled: no pack was written.';
      return `Compile failed: ${summary.failures[0]?.message ?? 'unknown error'}.`;
  }
}
