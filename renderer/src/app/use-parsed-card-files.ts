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
  /** Files named like card files that hold no text (NUL bytes or mostly control characters): no cards. */
  readonly binary: ReadonlySet<string>;
}

const NO_FILES: ReadonlySet<string> = new Set();

/**
 * Every card file on disk, read and parsed once when it appears, again when it changes on disk (many files per
 * request, results applied in batches: see card-file-loader), kept in a CardFileIndex that each batch patches.
 */
export function useParsedCardFiles(host: HostApi, cardFiles: readonly string[]): ParsedCardFiles {
  const [index, setIndex] = useState(CardFileIndex.empty);
  const [unread, setUnread] = useState(0);
  const [binary, setBinary] = useState(NO_FILES);
  /** The newest set of binary files, changed as reads come back. */
  const binaryNow = useRef(new Set<string>());
  /** The newest index: each change is made to it (see CardFileIndex). */
  const newest = useRef(index);
  const loader = useRef<CardFileLoader | null>(null);
  /** Paths handed to the loader (on disk, as far as the tree knows). */
  const tracked = useRef(new Set<string>());

  // One loader per host, listening for edits on disk; a new one starts over (and so does a remount).
  useEffect(() => {
    /** Notes which files are binary (a file can turn into text or back on disk); true when that changed. */
    const noteBinary = (path: string, isBinary: boolean): boolean => {
      if (binaryNow.current.has(path) === isBinary) return false;
      if (isBinary) binaryNow.current.add(path);
      else binaryNow.current.delete(path);
      return true;
    };
    const created = createCardFileLoader({
      // A binary file is listed, never parsed: it is no card, and the card count leaves it out.
      read: (paths) =>
        host.readFiles(paths).then((files) => {
          let changed = false;
          const texts = files.map((f, i) => {
            const isBinary = f?.kind === 'binary';
            const path = paths[i];
            if (f && path !== undefined && noteBinary(path, isBinary)) changed = true;
            return f && !isBinary ? f.text : null;
          });
          if (changed) setBinary(new Set(binaryNow.current));
          return texts;
        }),
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
      binaryNow.current = new Set();
      setBinary(NO_FILES);
    };
  }, [host]);

  useEffect(() => {
    const current = loader.current;
    if (!current) return;
    // Files gone from the tree drop out of the index here; the loader delivers nothing more for them.
    newest.current = newest.current.withFiles(cardFiles);
    setIndex(newest.current);
    const wanted = new Set(cardFiles);
    let binaryGone = false;
    for (const path of tracked.current) {
      if (wanted.has(path)) continue;
      tracked.current.delete(path);
      current.forget(path);
      binaryGone = binaryNow.current.delete(path) || binaryGone;
    }
    if (binaryGone) setBinary(new Set(binaryNow.current));
    for (const path of cardFiles) {
      if (tracked.current.has(path)) continue;
      tracked.current.add(path);
      current.load(path);
    }
    setUnread(current.remaining());
    // `host` too: a new host means a new loader, which must be told every file again.
  }, [cardFiles, host]);

  return { index, unread, binary };
}
