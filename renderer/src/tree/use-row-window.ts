import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { ROW_HEIGHT } from './TreeItem.js';
import { rowWindow, scrollToShow, type RowWindow } from './virtual-window.js';

/**
 * The rows of a scrolled list of `count` rows that should be in the DOM (see virtual-window.ts), following the
 * scroller's position and size. The position is kept per row, so scrolling within a row renders nothing.
 */
export function useRowWindow(count: number): {
  /** For the scrolling element. */
  readonly scroller: RefObject<HTMLDivElement | null>;
  readonly onScroll: () => void;
  /** Scrolls just enough to show row `index`, and renders the rows there in the same pass. */
  readonly show: (index: number) => void;
  readonly window: RowWindow;
} {
  const scroller = useRef<HTMLDivElement | null>(null);
  const [view, setView] = useState({ top: 0, height: 0 });

  const update = useCallback((scrollTop: number, height: number) => {
    const top = Math.floor(scrollTop / ROW_HEIGHT) * ROW_HEIGHT;
    setView((prev) => (prev.top === top && prev.height === height ? prev : { top, height }));
  }, []);

  // A ResizeObserver reports the size once when it starts observing, and again on every change.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const observer = new ResizeObserver(() => update(el.scrollTop, el.clientHeight));
    observer.observe(el);
    return () => observer.disconnect();
  }, [update]);

  const onScroll = useCallback(() => {
    const el = scroller.current;
    if (el) update(el.scrollTop, el.clientHeight);
  }, [update]);

  const show = useCallback(
    (index: number) => {
      const el = scroller.current;
      if (!el) return;
      const top = scrollToShow(index, el.scrollTop, el.clientHeight, ROW_HEIGHT);
      if (top !== el.scrollTop) el.scrollTop = top;
      update(top, el.clientHeight);
    },
    [update],
  );

  return { scroller, onScroll, show, window: rowWindow(view.top, view.height, ROW_HEIGHT, count) };
}
