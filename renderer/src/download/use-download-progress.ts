import { useCallback, useEffect, useState } from 'react';
import type { HostApi } from '../../../host/contract.js';

export interface Progress {
  readonly done: number;
  readonly total: number | null;
  readonly item: string | null;
}

const STARTING: Progress = { done: 0, total: null, item: null };

/** The host's latest download progress, and `restart` to show "starting" again as a new download begins. */
export function useDownloadProgress(host: HostApi): { readonly progress: Progress; readonly restart: () => void } {
  const [progress, setProgress] = useState<Progress>(STARTING);
  useEffect(
    () =>
      host.onProgress((p) => {
        if (p.job === 'download') setProgress({ done: p.done, total: p.total, item: p.item });
      }),
    [host],
  );
  const restart = useCallback(() => setProgress(STARTING), []);
  return { progress, restart };
}
