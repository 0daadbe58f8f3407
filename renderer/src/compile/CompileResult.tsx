import type { KeyboardEvent } from 'react';
import { wasCancelled, type CompileSummary } from '../../../host/contract.js';
import { headline, plural, formatSize, runningStatus, type CompileJob } from './compile-job.js';
import { WarningList } from '../panel/WarningList.js';
import { ProgressBar } from './ProgressBar.js';
import './compile.css';

export interface FilePlace {
  readonly line: number;
  readonly column: number;
}

interface Props {
  readonly job: Exclude<CompileJob, { readonly phase: 'idle' }>;
  readonly onOpen: (path: string, at?: FilePlace) => void;
  /** Stops the running compile. */
  readonly onCancel: () => void;
  readonly onClose: () => void;
}

function Summary({ summary, onOpen }: { readonly summary: CompileSummary; readonly onOpen: Props['onOpen'] }) {
  return (
    <>
      <dl className="compile-facts">
        <dt>Cards</dt>
        <dd data-testid="compile-card-count">{summary.cardCount}</dd>
        <dt>Warnings</dt>
        <dd>{summary.warnings.length}</dd>
        <dt>Pack</dt>
        <dd title={summary.packLocation}>
          {summary.status === 'written' ? (
            <>
              <span data-testid="compile-pack-path">{summary.packPath}</span> ({formatSize(summary.packSize ?? 0)})
            </>
          ) : (
            'not written'
          )}
        </dd>
      </dl>
      {summary.failures.length > 0 && (
        <ul className="compile-failures" role="alert" aria-label="Compile problems">
          {summary.failures.map((f, i) => (
            <li key={`${f.file ?? ''}:${f.code}:${i}`}>
              {f.file !== null && <span className="warning-file">{f.file}</span>} {f.message}{' '}
              <code className="warning-code">{f.code}</code>
            </li>
          ))}
        </ul>
      )}
      {summary.duplicates.length > 0 && (
        <ul className="compile-duplicates" aria-label="Duplicate names">
          {summary.duplicates.map((d) => (
            <li key={d.name}>
              “{d.name}” is defined in {d.sources.join(', ')}
            </li>
          ))}
        </ul>
      )}
      {summary.warnings.length > 0 && (
        <WarningList
          warnings={summary.warnings}
          onSelect={(w) => onOpen(w.file, { line: w.line, column: w.column })}
          showFile
          label="Compile warnings"
          className="compile-warnings"
        />
      )}
    </>
  );
}

/**
 * The compile job's panel: a progress bar while the host works, then the summary (cards, warnings that open
 * the file at their line, the pack's path and size). Not modal: the user keeps editing meanwhile. Escape
 * cancels a running compile and closes a finished one.
 */
export function CompileResult({ job, onOpen, onCancel, onClose }: Props) {
  const onKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    if (job.phase === 'running') onCancel();
    else onClose();
  };
  const done = job.phase === 'finished' ? job.summary.fileCount : job.phase === 'running' ? job.done : 0;
  const total = job.phase === 'finished' ? job.summary.fileCount : job.phase === 'running' ? job.total : 0;
  const status =
    job.phase === 'running'
      ? runningStatus(job)
      : job.phase === 'finished'
        ? headline(job.summary)
        : `Compile failed: ${job.message}`;
  const ok = job.phase === 'finished' && job.summary.status === 'written';
  // A cancelled compile shows only its status line: there is no pack to describe, and a bar would only show
  // where it happened to stop.
  const cancelled = job.phase === 'finished' && wasCancelled(job.summary);
  return (
    <section className="compile-result" role="region" aria-label="Compile result" onKeyDown={onKeyDown}>
      <header className="compile-header">
        <h2>{job.phase === 'running' ? 'Compiling…' : ok ? 'Pack compiled' : 'Compile'}</h2>
        {job.phase === 'running' && (
          <button
            type="button"
            className="cs-button secondary"
            title="Stop compiling; no pack is written (Escape)"
            onClick={onCancel}
          >
            Cancel compile
          </button>
        )}
        <button
          type="button"
          className="icon-button"
          aria-label="Close compile result"
          title="Close (Escape)"
          disabled={job.phase === 'running'}
          onClick={onClose}
        >
          ×
        </button>
      </header>
      {!cancelled && <ProgressBar label="Compile progress" done={done} total={total} />}
      <p
        className={`compile-status${job.phase === 'error' || (job.phase === 'finished' && !ok && !cancelled) ? ' cs-error' : ''}`}
        role="status"
      >
        {status}
      </p>
      {job.phase === 'error' && (
        <p className="cs-error" role="alert">
          {job.message}
        </p>
      )}
      {job.phase === 'finished' && !cancelled && <Summary summary={job.summary} onOpen={onOpen} />}
      {job.phase === 'finished' && !cancelled && job.summary.warnings.length > 0 && (
        <p className="cs-muted compile-hint">
          {plural(job.summary.warnings.length, 'warning')}: click one to open the card there.
        </p>
      )}
    </section>
  );
}
