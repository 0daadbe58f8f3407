import { describe, expect, it } from 'vitest';
import { takeWindowId } from './window-id.js';

function storage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    sessionStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    },
  };
}

describe('takeWindowId', () => {
  it('makes an id once per tab and keeps it across reloads', () => {
    const tab = storage();
    const first = takeWindowId(tab, () => 'f3a1c2d4-0000-4000-8000-000000000001');
    expect(first).toBe('f3a1c2d4-0000-4000-8000-000000000001');
    expect(takeWindowId(tab, () => 'another')).toBe(first);
  });

  it('replaces a kept value of the wrong shape, and works without storage', () => {
    expect(takeWindowId(storage({ 'cardsmith.window': '../../x' }), () => 'fresh')).toBe('fresh');
    const refusing = {
      sessionStorage: {
        getItem: (): string | null => {
          throw new Error('SecurityError');
        },
        setItem: (): void => {
          throw new Error('SecurityError');
        },
      },
    };
    expect(takeWindowId(refusing, () => 'fresh')).toBe('fresh');
  });
});
