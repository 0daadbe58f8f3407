import { useState } from 'react';

interface Props {
  /** Where the app's Compile writes by default (`packs/<workspace name>.zip`); the field starts with it. */
  readonly defaultPath: string;
  /** The pack now loaded (workspace-relative) and its card count; null when none. */
  readonly loaded: { readonly path: string; readonly count: number } | null;
  readonly busy: boolean;
  readonly onLoad: (path: string) => void;
}

/** Load a compiled pack (a `.zip` inside the workspace), so the picker also offers its cards. */
export function LoadPackPanel({ defaultPath, loaded, busy, onLoad }: Props) {
  // The default arrives once the workspace is known; it shows until the user types their own path.
  const [typed, setTyped] = useState<string | null>(null);
  const path = typed ?? defaultPath;

  return (
    <form
      className="tester-add tester-load-pack"
      aria-label="Load a pack"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = path.trim();
        if (trimmed !== '') onLoad(trimmed);
      }}
    >
      <label className="tester-field">
        Pack
        <input
          type="text"
          aria-label="Pack path"
          placeholder="packs/name.zip"
          spellCheck={false}
          value={path}
          onChange={(event) => setTyped(event.target.value)}
        />
      </label>
      <button type="submit" disabled={busy || path.trim() === ''}>
        Load pack
      </button>
      <span className="cs-muted" aria-live="polite">
        {loaded ? `${loaded.path}: ${loaded.count} card(s) in the picker` : 'No pack loaded.'}
      </span>
    </form>
  );
}
