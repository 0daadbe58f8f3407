import { useState } from 'react';
import type { HostApi } from '../../../host/contract.js';

interface Props {
  readonly host: HostApi;
  /** The scenario text to save, made when the user saves (so it is what the game is then). */
  readonly text: () => string;
  readonly suggestedPath: string;
  readonly notify: (kind: 'ok' | 'error', text: string) => void;
}

const errorCode = (error: unknown): string | null =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : null;

/** Saves the game so far as a `cardsmith test` scenario file in the workspace. */
export function SaveScenario({ host, text, suggestedPath, notify }: Props) {
  const [path, setPath] = useState<string | null>(null);
  const [exists, setExists] = useState(false);
  const target = path ?? suggestedPath;

  const save = async (overwrite: boolean): Promise<void> => {
    const file = target.trim();
    if (!file.endsWith('.scenario')) {
      notify('error', 'A scenario file name ends in .scenario');
      return;
    }
    try {
      if (overwrite) await host.writeFile(file, text());
      else await host.createFile(file, text());
      setExists(false);
      notify('ok', `Saved the scenario as ${file}. Run it with: npx cardsmith test ${file}`);
    } catch (error) {
      if (errorCode(error) === 'exists') {
        setExists(true);
        notify('error', `${file} already exists: overwrite it, or choose another name`);
      } else notify('error', `Could not save ${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  return (
    <form
      className="tester-save"
      aria-label="Save as scenario"
      onSubmit={(event) => {
        event.preventDefault();
        void save(false);
      }}
    >
      <label className="tester-field">
        Scenario file
        <input
          type="text"
          value={target}
          spellCheck={false}
          onChange={(event) => {
            setPath(event.target.value);
            setExists(false);
          }}
        />
      </label>
      <button type="submit">Save as scenario</button>
      {exists && (
        <button type="button" className="danger" onClick={() => void save(true)}>
          Overwrite
        </button>
      )}
    </form>
  );
}
