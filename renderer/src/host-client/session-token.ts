/** The slices of `window` the token handling needs; structural, so it runs under test with fakes. */
export interface TokenEnvironment {
  readonly location: { readonly href: string };
  readonly history: { replaceState(data: unknown, unused: string, url: string): void; readonly state: unknown };
  readonly sessionStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
}

const STORAGE_KEY = 'cardsmith.token';

/**
 * Web mode's access token. It arrives once in the page URL (`?token=`): we keep it in sessionStorage (so a reload
 * still works, and it dies with the tab) and strip it from the address bar (so it is not bookmarked, shared or
 * kept in history).
 */
export function takeSessionToken(env: TokenEnvironment): string | undefined {
  const url = new URL(env.location.href);
  const fromUrl = url.searchParams.get('token');
  if (fromUrl) {
    try {
      env.sessionStorage.setItem(STORAGE_KEY, fromUrl);
    } catch {
      // Storage disabled: the token still works for this page's life.
    }
    url.searchParams.delete('token');
    env.history.replaceState(env.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    return fromUrl;
  }
  try {
    return env.sessionStorage.getItem(STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
