import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce.js';

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls once, with the last arguments, after the pause', () => {
    const fn = vi.fn();
    const d = debounce(fn, 150);
    d(1);
    vi.advanceTimersByTime(100);
    d(2);
    vi.advanceTimersByTime(149);
    expect(fn).not.toHaveBeenCalled();
    expect(d.pending).toBe(true);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledOnce();
    expect(fn).toHaveBeenCalledWith(2);
    expect(d.pending).toBe(false);
  });

  it('cancel drops the pending call; flush runs it now', () => {
    const fn = vi.fn();
    const d = debounce(fn, 150);
    d('a');
    d.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).not.toHaveBeenCalled();
    d('b');
    d.flush();
    expect(fn).toHaveBeenCalledWith('b');
    d.flush();
    expect(fn).toHaveBeenCalledOnce();
  });

  it('with a longest wait, runs under a steady stream of calls at least that often', () => {
    const fn = vi.fn();
    const d = debounce(fn, 300, 1000);
    // A keystroke every 100 ms: a plain debounce would never run.
    for (let t = 0; t < 2500; t += 100) {
      d(t);
      vi.advanceTimersByTime(100);
    }
    expect(fn.mock.calls.map(([t]) => t)).toEqual([900, 1900]);
    vi.advanceTimersByTime(300);
    expect(fn).toHaveBeenLastCalledWith(2400);
  });
});
