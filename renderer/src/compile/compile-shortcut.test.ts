import { describe, expect, it } from 'vitest';
import { isCompileShortcut } from './compile-shortcut.js';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('isCompileShortcut', () => {
  it('is Ctrl+B elsewhere and Cmd+B on macOS', () => {
    expect(isCompileShortcut(key('b', { ctrlKey: true }), false)).toBe(true);
    expect(isCompileShortcut(key('B', { ctrlKey: true }), false)).toBe(true);
    expect(isCompileShortcut(key('b', { metaKey: true }), true)).toBe(true);
    expect(isCompileShortcut(key('b', { metaKey: true }), false)).toBe(false);
    expect(isCompileShortcut(key('b', { ctrlKey: true, shiftKey: true }), false)).toBe(false);
    expect(isCompileShortcut(key('b'), false)).toBe(false);
    expect(isCompileShortcut(key('s', { ctrlKey: true }), false)).toBe(false);
  });
});
