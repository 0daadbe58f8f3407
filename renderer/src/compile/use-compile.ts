import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { HostApi } from '../../../host/contract.js';
import { compileReducer, idleCompile, type CompileJob } from './compile-job.js';

export interface CompileControls {
  readonly job: CompileJob;
  /** Starts a compile unless one is running. */
  readonly run: () => void;
  /** Asks the host to stop the running compile; its answer then says cancelled (or written, if it was writing). */
  readonly cancel: () => void;
  readonly dismiss: () => void;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The compile job: the host does the work (files read asynchronously, off the page's thread); this hook only
 * asks, listens to the host's progress events and keeps the summary.
 */
export function useCompile(host: HostApi): CompileControls {
  const [job, dispatch] = useReducer(compileReducer, idleCompile);
  const running = useRef(false);

  useEffect(() => host.onProgress((progress) => dispatch({ type: 'progress', progress })), [host]);

  const run = useCallback(() => {
    if (running.current) return;
    running.current = true;
    dispatch({ type: 'start' });
    host
      .compile({})
      .then(
        (summary) => dispatch({ type: 'finish', summary }),
        (error: unknown) => dispatch({ type: 'fail', message: messageOf(error) }),
      )
      .finally(() => {
        running.current = false;
      });
  }, [host]);

  const cancel = useCallback(() => {
    if (!running.current) return;
    dispatch({ type: 'cancel' });
    // Nothing to do if this fails: the compile's own answer (or its failure) still ends the job.
    host.cancelCompile().catch(() => undefined);
  }, [host]);

  const dismiss = useCallback(() => dispatch({ type: 'dismiss' }), []);
  return { job, run, cancel, dismiss };
}
