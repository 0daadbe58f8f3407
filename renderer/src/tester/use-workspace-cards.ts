import { useEffect, useMemo, useState } from 'react';
import type { HostApi } from '../../../host/contract.js';
import type { LibraryCard } from './block-table.js';
import { parseCardFile, type CardTemplate } from './engine.js';

/**
 * Every card file of the workspace, read through the host and parsed in the page; a file is read again when the
 * watcher reports it changed. Cards the tester and the combat matrix can use, in `cardFiles` order.
 */
export function useWorkspaceCards(host: HostApi, cardFiles: readonly string[]): readonly LibraryCard[] {
  const [templates, setTemplates] = useState<ReadonlyMap<string, CardTemplate>>(new Map());
  const [stale, setStale] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    let live = true;
    const wanted = cardFiles.filter((path) => !templates.has(path) || stale.has(path));
    if (wanted.length === 0) return;
    void Promise.all(
      wanted.map((path) =>
        host.readFile(path).then(
          (file) => [path, parseCardFile(path, file.text)?.card ?? null] as const,
          () => [path, null] as const,
        ),
      ),
    ).then((read) => {
      if (!live) return;
      setStale(new Set());
      setTemplates((prev) => {
        const next = new Map(prev);
        for (const [path, card] of read) if (card) next.set(path, card);
        return next;
      });
    });
    return () => {
      live = false;
    };
    // `templates` is read only to skip files already parsed; re-running on it would loop for unreadable files.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host, cardFiles, stale]);

  useEffect(
    () =>
      host.onChange((changes) => {
        const changed = changes.filter((c) => c.type === 'change' || c.type === 'add').map((c) => c.path);
        if (changed.length > 0) setStale((prev) => new Set([...prev, ...changed]));
      }),
    [host],
  );

  return useMemo(
    () =>
      cardFiles.flatMap((path) => {
        const template = templates.get(path);
        return template ? [{ path, template }] : [];
      }),
    [cardFiles, templates],
  );
}
