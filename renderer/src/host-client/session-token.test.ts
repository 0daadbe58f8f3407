import { describe, expect, it } from 'vitest';
import { takeSessionToken, type TokenEnvironment } from './session-token.js';

function fakeWindow(href: string, stored: Record<string, string> = {}): TokenEnvironment & { replaced: string[] } {
  const replaced: string[] = [];
  return {
    replaced,
    location: { href },
    history: { state: null, replaceState: (_data, _unused, url) => replaced.push(url) },
    sessionStorage: {
      getItem: (key) => stored[key] ?? null,
      setItem: (key, value) => {
        stored[key] = value;
      },
    },
  };
}

describe('takeSessionToken', () => {
  it('takes the token from the URL, stores it and strips it from the address bar', () => {
    const storage: Record<string, string> = {};
    const win = fakeWindow('http://127.0.0.1:4000/?token=abc&x=1#tab', storage);
    expect(takeSessionToken(win)).toBe('abc');
    expect(win.replaced).toEqual(['/?x=1#tab']);
    expect(Object.values(storage)).toEqual(['abc']);
  });

  it('falls back to the stored token after a reload', () => {
    const win = fakeWindow('http://127.0.0.1:4000/', { 'cardsmith.token': 'abc' });
    expect(takeSessionToken(win)).toBe('abc');
    expect(win.replaced).toEqual([]);
  });

  it('has no token when neither has one', () => {
    expect(takeSessionToken(fakeWindow('http://127.0.0.1:4000/'))).toBeUndefined();
  });
});
