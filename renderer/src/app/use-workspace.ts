import { useCallback, useEffect, useRef, useState } from 'react';
import type { HostApi, WorkspaceInfo } from '../../../host/contract.js';
import { debounce } from '../state/debounce.js';

/** Delay before re-reading the tree after a burst of disk events (a git checkout is hundreds of them). */
const TREE_REFRESH_MS = 60;

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return String(error);
}

/**
 * The workspace folder and its tree, kept current by the host's change events. `refresh` lists it again at once:
 * for the app's own file operations, which must not wait for (or depend on) the watcher, whose first scan of a
 * big folder takes seconds and misses what changes before it ends.
 */
export function useWorkspace(host: HostApi): {
  info: WorkspaceInfo | null;
  error: string | null;
  refresh: () => void;
} {
  const [info, setInfo] = useState<WorkspaceInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useRef<() => void>(() => undefined);

  useEffect(() => {
    let live = true;
    const load = (): void => {
      host.workspace().then(
        (next) => {
          if (!live) return;
          setInfo(next);
          setError(null);
        },
        (e: unknown) => live && setError(errorMessage(e)),
      );
    };
    const refresh = debounce(load, TREE_REFRESH_MS);
    const unsubscribe = host.onChange(() => refresh());
    reload.current = load;
    load();
    return () => {
      live = false;
      reload.current = () => undefined;
      refresh.cancel();
      unsubscribe();
    };
  }, [host]);

  const refresh = useCallback(() => reload.current(), []);
  return { info, error, refresh };
}
