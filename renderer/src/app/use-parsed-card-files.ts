import { useEffect, useMemo, useRef, useState } from 'react';
import type { HostApi } from '../../../host/contract.js';
import { createCardFileLoader, type CardFileLoader } from './card-file-loader.js';

export interface ParsedCardFiles<T> {
  /** What `parse` kept of each file read so far, by path. */
  readonly parsed: ReadonlyMap<string, T>;
  /** Files still to be read (see CardFileLoader.remaining). */
  readonly unread: number;
}

/**
 * What `parse` keeps of every card file on disk, by path: read and parsed once when the file appears, again
 * when it changes on disk (many files per request, results applied in batches: see card-file-loader).
 * `parse` must be a stable function (module level): a new one starts over.
 */
export function useParsedCardFiles<T>(
  host: HostApi,
  cardFiles: readonly string[],
  parse: (path: string, text: string) => T,
): ParsedCardFiles<T> {
  const [parsed, setParsed] = useState<ReadonlyMap<string, T>>(new Map());
  const [unread, setUnread] = useState(0);
  const loader = useRef<CardFileLoader | null>(null);
  /** Paths handed to the loader (on disk, as far as the tree knows). */
  const tracked = useRef(new Set<string>());

  // One loader per host, listening for edits on disk; a new one starts over (and so does a remount).
  useEffect(() => {
    const created = createCardFileLoader({
      read: (paths) => host.readFiles(paths).then((files) => files.map((file) => file?.text ?? null)),
      parse,
      deliver: (batch) =>
        setParsed((prev) => {
          // Dropping untracked (deleted) files here keeps the map to what is on disk.
          const next = new Map([...prev].filter(([p]) => tracked.current.has(p)));
          for (const [path, value] of batch) next.set(path, value);
          return next;
        }),
      onRemaining: setUnread,
    });
    loader.current = created;
    const unsubscribe = host.onChange((changes) => {
      for (const c of changes) if (c.type === 'change' && tracked.current.has(c.path)) created.load(c.path);
    });
    return () => {
      unsubscribe();
      created.dispose();
      loader.current = null;
      tracked.current = new Set();
    };
  }, [host, parse]);

  useEffect(() => {
    const current = loader.current;
    if (!current) return;
    const wanted = new Set(cardFiles);
    for (const path of tracked.current) {
      if (wanted.has(path)) continue;
      tracked.current.delete(path);
      current.forget(path);
    }
    for (const path of cardFiles) {
      if (tracked.current.has(path)) continue;
      tracked.current.add(path);
      current.load(path);
    }
    setUnread(current.remaining());
    // `host` and `parse` too: either means a new loader, which must be told every file again.
  }, [cardFiles, host, parse]);

  const current = useMemo(() => {
    const wanted = new Set(cardFiles);
    return new Map([...parsed].filter(([p]) => wanted.has(p)));
  }, [cardFiles, parsed]);
  return { parsed: current, unread };
}
