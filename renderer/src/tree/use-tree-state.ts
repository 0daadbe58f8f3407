import { useCallback, useState } from 'react';
import { ancestors } from './tree-model.js';

const NONE: ReadonlySet<string> = new Set();

/**
 * Which folders are expanded, which row holds the roving focus, and which rows are selected besides it (a
 * download's new files; empty means the focused row is the selection).
 */
export function useTreeState() {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [focused, setFocused] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(NONE);

  const setOpen = useCallback((path: string, open: boolean) => {
    setExpanded((prev) => {
      if (prev.has(path) === open) return prev;
      const next = new Set(prev);
      if (open) next.add(path);
      else next.delete(path);
      return next;
    });
  }, []);

  /** Expands every folder above `path`, so it can be seen and focused. */
  const reveal = useCallback((path: string) => {
    const needed = ancestors(path);
    setExpanded((prev) => (needed.every((p) => prev.has(p)) ? prev : new Set([...prev, ...needed])));
  }, []);

  /** Selects these rows and expands the folders above them, so they can be seen. */
  const select = useCallback((paths: readonly string[]) => {
    setSelected(paths.length === 0 ? NONE : new Set(paths));
    const needed = new Set(paths.flatMap((p) => ancestors(p)));
    setExpanded((prev) => ([...needed].every((p) => prev.has(p)) ? prev : new Set([...prev, ...needed])));
  }, []);

  /** Back to one selected row, the focused one (a click or a key moved on). */
  const clearSelection = useCallback(() => setSelected(NONE), []);

  return { expanded, focused, setFocused, setOpen, reveal, selected, select, clearSelection };
}
