import type { CardWarning } from '../../../engine/diagnostics.js';
import { WarningIcon } from '../tree/icons.js';
import { ShowMore, useShownCount } from './show-more.js';

interface Props {
  readonly warnings: readonly CardWarning[];
  readonly onSelect: (warning: CardWarning) => void;
  /** Show the file of each warning (the workspace view, the compile summary). */
  readonly showFile?: boolean;
  /** The list's accessible name, and a class for where it is shown. */
  readonly label?: string;
  readonly className?: string;
}

/** Warnings as buttons: click or Enter jumps to the place in the editor. Long lists grow on demand. */
export function WarningList({ warnings, onSelect, showFile = false, label, className }: Props) {
  const [shown, more] = useShownCount();
  return (
    <>
      <ul className={className ? `warning-list ${className}` : 'warning-list'} aria-label={label}>
        {warnings.slice(0, shown).map((w, i) => (
          <li key={`${w.file}:${w.line}:${w.column}:${w.code}:${i}`}>
            <button type="button" className="warning-item" onClick={() => onSelect(w)}>
              <WarningIcon className="warning-icon" />
              {showFile && <span className="warning-file">{w.file}</span>}
              <span className="warning-pos">
                Ln {w.line}, Col {w.column}
              </span>
              <code className="warning-code">{w.code}</code>
              <span className="warning-message">{w.message}</span>
            </button>
          </li>
        ))}
      </ul>
      <ShowMore shown={shown} total={warnings.length} onMore={more} />
    </>
  );
}
