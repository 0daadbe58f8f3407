import { useEffect, useLayoutEffect, useRef, type Dispatch } from 'react';
import type { HostApi } from '../../../host/contract.js';
import { isSameOrInside, type DocumentsAction, type OpenDocument } from '../state/documents.js';

/**
 * Follows the disk for open documents: a changed file is read again and handed to the reducer,
 * which reloads it (no unsaved edits) or records a conflict for the user to settle.
 */
export function useDiskSync(host: HostApi, docs: readonly OpenDocument[], dispatch: Dispatch<DocumentsAction>): void {
  const latest = useRef(docs);
  // Before paint: a disk event right after an edit must see the document as modified, or it could reload over it.
  useLayoutEffect(() => {
    latest.current = docs;
  }, [docs]);

  useEffect(() => {
    let live = true;
    const unsubscribe = host.onChange((changes) => {
      const toRead = new Set<string>();
      for (const change of changes) {
        const open = latest.current;
        if (change.type === 'add' || change.type === 'change') {
          if (open.some((d) => d.path === change.path)) toRead.add(change.path);
        } else if (change.type === 'unlink' || change.type === 'unlinkDir') {
          toRead.delete(change.path);
          for (const d of open) {
            if (isSameOrInside(d.path, change.path)) dispatch({ type: 'diskDeleted', path: d.path });
          }
        }
      }
      for (const path of toRead) {
        // In the encoding the tab was opened in (a Latin-1 file stays Latin-1).
        const encoding = latest.current.find((d) => d.path === path)?.diskEncoding;
        host.readFile(path, encoding === 'utf-8' ? undefined : encoding).then(
          (file) => live && dispatch({ type: 'diskChanged', path, text: file.text, mtimeMs: file.mtimeMs }),
          // Gone again before we could read it: the unlink event that follows handles it.
          () => undefined,
        );
      }
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [host, dispatch]);
}
