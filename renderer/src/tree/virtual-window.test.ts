import { describe, expect, it } from 'vitest';
import { renderedIndexes, rowWindow, scrollToShow } from './virtual-window.js';

describe('rowWindow', () => {
  it('covers the viewport and the overscan, clamped to the list', () => {
    expect(rowWindow(0, 220, 22, 31_000, 5)).toEqual({ start: 0, end: 15 });
    expect(rowWindow(2200, 220, 22, 31_000, 5)).toEqual({ start: 95, end: 115 });
    expect(rowWindow(22 * 30_995, 220, 22, 31_000, 5)).toEqual({ start: 30_990, end: 31_000 });
  });

  it('covers a part-shown row at either edge', () => {
    expect(rowWindow(11, 22, 22, 100, 0)).toEqual({ start: 0, end: 2 });
  });

  it('is empty for an empty list and survives odd input', () => {
    expect(rowWindow(500, 220, 22, 0)).toEqual({ start: 0, end: 0 });
    expect(rowWindow(-40, -1, 22, 3, 0)).toEqual({ start: 0, end: 0 });
  });
});

describe('scrollToShow', () => {
  it('keeps the position when the row shows, else moves just enough', () => {
    expect(scrollToShow(3, 0, 220, 22)).toBe(0);
    expect(scrollToShow(0, 100, 220, 22)).toBe(0);
    // Row 20 (440-462) below a viewport of 0-220: its bottom edge at the viewport's bottom.
    expect(scrollToShow(20, 0, 220, 22)).toBe(242);
    expect(scrollToShow(5, 242, 220, 22)).toBe(110);
  });
});

describe('renderedIndexes', () => {
  it('adds the focused row outside the window, in row order', () => {
    expect(renderedIndexes({ start: 10, end: 13 }, 11)).toEqual([10, 11, 12]);
    expect(renderedIndexes({ start: 10, end: 13 }, 2)).toEqual([2, 10, 11, 12]);
    expect(renderedIndexes({ start: 10, end: 13 }, 500)).toEqual([10, 11, 12, 500]);
    expect(renderedIndexes({ start: 10, end: 13 }, -1)).toEqual([10, 11, 12]);
  });
});
