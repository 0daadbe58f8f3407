import { describe, expect, it } from 'vitest';
import { shortcutFor } from './use-shortcuts.js';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('shortcutFor', () => {
  it('maps Ctrl+S/W/P elsewhere and Cmd+S/W/P on macOS', () => {
    expect(shortcutFor(key('s', { ctrlKey: true }), false)).toBe('save');
    expect(shortcutFor(key('W', { ctrlKey: true }), false)).toBe('close');
    expect(shortcutFor(key('p', { metaKey: true }), true)).toBe('quickOpen');
  });

  it('ignores other modifiers and keys', () => {
    expect(shortcutFor(key('s', { metaKey: true }), false)).toBeNull();
    expect(shortcutFor(key('s', { ctrlKey: true, shiftKey: true }), false)).toBeNull();
    expect(shortcutFor(key('x', { ctrlKey: true }), false)).toBeNull();
    expect(shortcutFor(key('s'), false)).toBeNull();
  });
});
