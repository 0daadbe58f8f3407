import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { HostApi, TreeNode } from '../../../host/contract.js';
import type { CardWarning } from '../../../engine/diagnostics.js';
import { isCardFile, parseCard } from '../language/parse.js';
import { listFiles } from '../tree/tree-model.js';

/**
 * The warnings of every card file on disk: read and parsed once when the file appears, again when
 * it changes. The workspace view and the status bar's count come from here.
 */
export function useWorkspaceDiagnostics(
  host: HostApi,
  tree: TreeNode | null,
): { cardFiles: readonly string[]; warnings: ReadonlyMap<string, readonly CardWarning[]> } {
  const cardFiles = useMemo(() => (tree ? listFiles(tree).filter(isCardFile) : []), [tree]);
  const [warnings, setWarnings] = useState<ReadonlyMap<string, readonly CardWarning[]>>(new Map());
  /** Paths being tracked, with a read counter so a slow old read never overwrites a newer one. */
  const tracked = useRef(new Map<string, number>());
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const read = useCallback(
    (path: string) => {
      const ticket = (tracked.current.get(path) ?? 0) + 1;
      tracked.current.set(path, ticket);
      host.readFile(path).then(
        (file) => {
          if (!mounted.current || tracked.current.get(path) !== ticket) return;
          const found = parseCard(path, file.text)?.warnings ?? [];
          // Dropping untracked (deleted) files here keeps the map to what is on disk.
          setWarnings((prev) => new Map([...prev].filter(([p]) => tracked.current.has(p))).set(path, found));
        },
        () => undefined,
      );
    },
    [host],
  );

  useEffect(() => {
    const wanted = new Set(cardFiles);
    for (const path of [...tracked.current.keys()]) if (!wanted.has(path)) tracked.current.delete(path);
    for (const path of cardFiles) if (!tracked.current.has(path)) read(path);
  }, [cardFiles, read]);

  useEffect(
    () =>
      host.onChange((changes) => {
        for (const c of changes) {
          if (c.type === 'change' && tracked.current.has(c.path)) read(c.path);
        }
      }),
    [host, read],
  );

  const current = useMemo(() => {
    const wanted = new Set(cardFiles);
    return new Map([...warnings].filter(([p]) => wanted.has(p)));
  }, [cardFiles, warnings]);
  return { cardFiles, warnings: current };
}
