/**
 * Which rows of a long list of equal-height rows to put in the DOM: those in the scrolled viewport and a few
 * around it. A tree of 31,000 files then renders about forty rows, whatever the workspace's size.
 */

export interface RowWindow {
  /** First row rendered. */
  readonly start: number;
  /** One past the last row rendered. */
  readonly end: number;
}

/** Rows rendered beyond each edge of the viewport, so a fast scroll shows no blank gap before the next render. */
export const OVERSCAN_ROWS = 10;

export function rowWindow(
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  count: number,
  overscan = OVERSCAN_ROWS,
): RowWindow {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const last = Math.ceil((Math.max(0, scrollTop) + Math.max(0, viewportHeight)) / rowHeight);
  return { start: Math.max(0, Math.min(count, first - overscan)), end: Math.min(count, last + overscan) };
}

/** The scroll position that shows row `index` whole, moving as little as possible (the current one if it shows). */
export function scrollToShow(index: number, scrollTop: number, viewportHeight: number, rowHeight: number): number {
  const top = index * rowHeight;
  const bottom = top + rowHeight;
  if (top < scrollTop) return top;
  if (bottom > scrollTop + viewportHeight) return Math.max(0, bottom - viewportHeight);
  return scrollTop;
}

/** The rows to render: the window, plus `keep` (the row holding the focus) wherever it is, in row order. */
export function renderedIndexes(window: RowWindow, keep: number): number[] {
  const out: number[] = [];
  if (keep >= 0 && keep < window.start) out.push(keep);
  for (let i = window.start; i < window.end; i++) out.push(i);
  if (keep >= window.end) out.push(keep);
  return out;
}
