import { useEffect, useRef, type Dispatch } from 'react';
import type { editor } from 'monaco-editor/editor/editor.api';
import type { HostApi } from '../../../host/contract.js';
import { debounce, type Debounced } from '../state/debounce.js';
import { isModified, type DocumentsAction, type DocumentsState } from '../state/documents.js';
import { draftsOf, tabsToRestore } from '../state/drafts.js';

/** A pause in typing this long keeps the drafts. */
export const DRAFT_PAUSE_MS = 300;
/** Typing without a pause still keeps them this often: a killed process loses at most this much typing. */
export const DRAFT_MAX_WAIT_MS = 1000;

/**
 * Hot exit, as VS Code does it: the open tabs and their unsaved text go to the host (drafts) on every pause in
 * typing, come back marked modified when the app opens the workspace again, and leaving the page with unsaved
 * edits asks first (`beforeunload`; the desktop app's close dialog answers it from the same drafts).
 */
export function useHotExit(
  host: HostApi,
  state: DocumentsState,
  dispatch: Dispatch<DocumentsAction>,
  models: ReadonlyMap<number, editor.ITextModel>,
): void {
  const latest = useRef({ state, models });
  useEffect(() => {
    latest.current = { state, models };
  });
  // Nothing is written before the old drafts are read back: an empty record would replace them.
  const restored = useRef(false);

  const keep = useRef<Debounced<[]> | null>(null);
  useEffect(() => {
    const write = async (): Promise<void> => {
      const { state: current, models: open } = latest.current;
      const drafts = draftsOf(current.docs, current.activePath, (doc) => {
        const model = open.get(doc.id);
        return model && !model.isDisposed() ? model.getValue() : (doc.draft ?? doc.savedText);
      });
      await host.writeDrafts(drafts);
    };
    // One write in flight at a time, the newest text sent next: two requests in flight may reach the host in
    // either order, and the older one landing last would leave older text on disk than was already kept.
    let busy = false;
    let again = false;
    const send = (): void => {
      if (!restored.current) return;
      if (busy) {
        again = true;
        return;
      }
      busy = true;
      // A failed write is tried again on the next pause; there is nothing better to do with it.
      write()
        .catch(() => undefined)
        .finally(() => {
          busy = false;
          if (again) {
            again = false;
            send();
          }
        });
    };
    const debounced = debounce(send, DRAFT_PAUSE_MS, DRAFT_MAX_WAIT_MS);
    keep.current = debounced;
    const onBeforeUnload = (event: BeforeUnloadEvent): void => {
      if (debounced.pending) debounced.flush();
      // Leaving: the page may be gone before the write in flight ends, so the newest text goes now.
      if (again) void write().catch(() => undefined);
      if (!latest.current.state.docs.some(isModified)) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      debounced.flush();
      keep.current = null;
    };
  }, [host]);

  useEffect(() => {
    let live = true;
    restored.current = false;
    void (async () => {
      try {
        const drafts = await host.readDrafts();
        const files = await Promise.all(
          // A tab reopened in another encoding is read in it again; readFiles reads UTF-8.
          drafts.tabs.map((t) => host.readFile(t.path, t.encoding).catch(() => null)),
        );
        const tabs = tabsToRestore(drafts, files);
        if (live && tabs.length > 0) dispatch({ type: 'restore', tabs, active: drafts.active });
      } catch {
        // No drafts to bring back (the host could not read them): start with no tabs, as before hot exit.
      }
      if (live) restored.current = true;
    })();
    return () => {
      live = false;
    };
  }, [host, dispatch]);

  // Tabs opened, closed, switched, saved: keep the record.
  useEffect(() => keep.current?.(), [state.docs, state.activePath]);

  // Typing: keep it on the next pause.
  useEffect(() => {
    const subscriptions = [...models.values()].map((model) => model.onDidChangeContent(() => keep.current?.()));
    return () => subscriptions.forEach((s) => s.dispose());
  }, [models]);
}
