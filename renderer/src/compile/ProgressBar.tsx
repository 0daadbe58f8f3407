interface Props {
  readonly label: string;
  readonly done: number;
  /** null while the total is not known yet: the bar is then indeterminate (no aria-valuenow). */
  readonly total: number | null;
}

/** A progress bar with its count in words ("3 of 40"), for compile and download alike. */
export function ProgressBar({ label, done, total }: Props) {
  const known = total !== null;
  const max = Math.max(total ?? 0, 1);
  const percent = known ? Math.min(100, Math.round((done / max) * 100)) : 0;
  const text = known ? `${done} of ${total}` : 'Starting…';
  return (
    <div className="cs-progress">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={known ? total : undefined}
        aria-valuenow={known ? done : undefined}
        aria-valuetext={text}
        className={`cs-progress-track${known ? '' : ' indeterminate'}`}
      >
        <div className="cs-progress-fill" style={{ width: known ? `${percent}%` : undefined }} />
      </div>
      <span className="cs-progress-text">{text}</span>
    </div>
  );
}
