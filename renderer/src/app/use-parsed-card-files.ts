import { useEffect, useRef, useState } from 'react';
import type { HostApi } from '../../../host/contract.js';
import { parseCard } from '../language/parse.js';
import { CardFileIndex } from './card-file-index.js';
import { createCardFileLoader, type CardFileLoader } from './card-file-loader.js';

export interface ParsedCardFiles {
  /** The card files, each one's parse so far and what is derived from them; a new index after each change. */
  readonly index: CardFileIndex;
  /** Files still to be read (see CardFileLoader.remaining). */
  readonly unread: number;
}

/**
 * Every card file on disk, read and parsed once when it appears, again when it changes on disk (many files per
 * request, results applied in batches: see card-file-loader), kept in a CardFileIndex that each batch patches.
 */
export function useParsedCardFiles(host: HostApi, cardFiles: readonly string[]): ParsedCardFiles {
  const [index, setIndex] = useState(CardFileIndex.empty);
  const [unread, setUnread] = useState(0);
  /** The newest index: each change is made to it (see CardFileIndex). */
  const newest = useRef(index);
  const loader = useRef<CardFileLoader | null>(null);
  /** Paths handed to the loader (on disk, as far as the tree knows). */
  const tracked = useRef(new Set<string>());

  // One loader per host, listening for edits on disk; a new one starts over (and so does a remount).
  useEffect(() => {
    const created = createCardFileLoader({
      // A binary file is listed, never parsed: it is no card.
      read: (paths) =>
        host.readFiles(paths).then((files) => files.map((f) => (f && f.kind !== 'binary' ? f.text : null))),
      parse: parseCard,
      deliver: (batch) => {
        newest.current = newest.current.withResults(batch);
        setIndex(newest.current);
      },
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
  }, [host]);

  useEffect(() => {
    const current = loader.current;
    if (!current) return;
    // Files gone from the tree drop out of the index here; the loader delivers nothing more for them.
    newest.current = newest.current.withFiles(cardFiles);
    setIndex(newest.current);
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
    // `host` too: a new host means a new loader, which must be told every file again.
  }, [cardFiles, host]);

  return { index, unread };
}
