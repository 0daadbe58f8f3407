/**
 * Where things live inside a pack. Kept in one module so the writer, the reader and the manifest
 * validator agree on it.
 */

export const MANIFEST_ENTRY = 'manifest.json';
export const CARDS_FOLDER = 'cards/';

/**
 * The order of everything a pack lists (entries, sources): by UTF-16 code unit, the same on every machine and in
 * every locale. Whoever must know the pack's entry order ahead (the compile's zip helper) sorts with this too.
 */
export function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `cards/<source with its last extension replaced by .json>`; `elves/llanowar.card` → `cards/elves/llanowar.json`. */
export function entryPathFor(source: string): string {
  const slash = source.lastIndexOf('/');
  const dot = source.lastIndexOf('.');
  // A leading dot names a dotfile, not an extension.
  const stem = dot > slash + 1 ? source.slice(0, dot) : source;
  return `${CARDS_FOLDER}${stem}.json`;
}

/**
 * Why a zip entry name (or workspace-relative source path) is unsafe to use as a relative path, or null
 * when it is safe: a `/`-separated relative path whose segments are all ordinary names. Rejects `..`,
 * `.`, empty segments, absolute paths, drive letters, backslashes, colons and control characters, so an
 * entry can never address anything outside the folder it is read into.
 */
export function unsafePathReason(name: string): string | null {
  if (name.length === 0) return 'the name is empty';
  if (name.length > 1024) return 'the name is longer than 1024 characters';
  if (name.includes('\\')) return 'the name contains a backslash';
  if (name.startsWith('/')) return 'the name is an absolute path';
  if (/^[A-Za-z]:/.test(name)) return 'the name starts with a drive letter';
  if (name.includes(':')) return 'the name contains a colon';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is rejected
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'the name contains a control character';
  for (const segment of name.split('/')) {
    if (segment === '..') return 'the name contains a ".." segment';
    if (segment === '.') return 'the name contains a "." segment';
    if (segment === '') return 'the name contains an empty segment (a trailing or doubled "/")';
  }
  return null;
}
