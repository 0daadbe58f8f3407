import type { HostApi } from '../../../host/contract.js';
import { CompileResult, type FilePlace } from './CompileResult.js';
import { useCompile } from './use-compile.js';
import { useCompileShortcut } from './compile-shortcut.js';

interface Props {
  readonly host: HostApi;
  /** Opens a workspace file, at a place when given (a warning's line and column). */
  readonly onOpen: (path: string, at?: FilePlace) => void;
}

const MOD = /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl';

/** The toolbar's Compile button (and Ctrl/Cmd+B), with the panel that shows the job and its summary. */
export function CompileButton({ host, onOpen }: Props) {
  const { job, run, cancel, dismiss } = useCompile(host);
  useCompileShortcut(run);
  return (
    <>
      <button
        type="button"
        className="cs-button secondary action-button"
        title={`Compile every card into one pack (${MOD}+B)`}
        aria-keyshortcuts={MOD === '⌘' ? 'Meta+B' : 'Control+B'}
        aria-busy={job.phase === 'running'}
        onClick={run}
      >
        Compile
      </button>
      {job.phase !== 'idle' && <CompileResult job={job} onOpen={onOpen} onCancel={cancel} onClose={dismiss} />}
    </>
  );
}
