import path from 'node:path';

/**
 * Electron serves the renderer from its own privileged scheme, `app://cardsmith/`, rather than file://: the page
 * then has a real origin (so CSP 'self' and the IPC sender check mean something) and cannot read other files.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'cardsmith';
export const APP_ENTRY_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/** True only for URLs of our own renderer (checked on every IPC call's sender frame). */
export function isAppUrl(url: string | undefined): boolean {
  if (typeof url !== 'string') return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST;
  } catch {
    return false;
  }
}

/**
 * The file an `app://cardsmith/…` URL names inside `rendererDir`, or undefined for anything else. Lexical only (no
 * realpath), because in a packaged app the renderer sits inside the app.asar archive; dist/renderer is our own
 * build output, so there is no symlink in it to follow.
 */
export function appAssetPath(rendererDir: string, url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST) return undefined;
  let pathname: string;
  try {
    pathname = decodeURIComponent(parsed.pathname);
  } catch {
    return undefined;
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return undefined;
  const relative = path.posix.normalize(pathname === '/' ? '/index.html' : pathname).replace(/^\/+/, '');
  if (relative === '' || relative.startsWith('..')) return undefined;
  const file = path.resolve(rendererDir, ...relative.split('/'));
  const back = path.relative(rendererDir, file);
  return back === '' || back.startsWith('..') || path.isAbsolute(back) ? undefined : file;
}
