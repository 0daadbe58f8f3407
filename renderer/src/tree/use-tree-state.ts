import { useCallback, useState } from 'react';
import { ancestors } from './tree-model.js';

/** Which folders are expanded and which row holds the roving focus. */
export function useTreeState() {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [focused, setFocused] = useState<string | null>(null);

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

  return { expanded, focused, setFocused, setOpen, reveal };
}
