import { realpathSync } from 'node:fs';
import { lstat, readlink, realpath } from 'node:fs/promises';
import path from 'node:path';
import { HostError } from './host-error.js';

/** A path argument that passed every check: its absolute form and its canonical workspace-relative form. */
export interface CheckedPath {
  readonly absolute: string;
  /** `/`-separated, no leading slash; `''` is the root itself. */
  readonly relative: string;
}

function outside(what: string): HostError {
  return new HostError('outside-workspace', `${what}: outside the workspace`);
}

/** Whether `candidate` (absolute) is `root` or below it. */
export function isInside(root: string, candidate: string): boolean {
  const rel = path.relative(root, candidate);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/** Converts an absolute path inside `root` to the contract's `/`-separated relative form. */
export function toRelative(root: string, absolute: string): string {
  return path.relative(root, absolute).split(path.sep).join('/');
}

/**
 * Lexical checks: a string, relative (on every platform's terms), no NUL, resolving inside `root`.
 * `root` must already be a realpath.
 */
export function resolveLexically(root: string, input: unknown): CheckedPath {
  if (typeof input !== 'string') throw new HostError('invalid-argument', 'path must be a string');
  const shown = JSON.stringify(input);
  if (input.includes('\0')) throw outside(shown);
  // Refuse absolute paths of either flavour, so `C:\x` or `\\server\share` never slip through on POSIX hosts.
  if (path.posix.isAbsolute(input) || path.win32.isAbsolute(input) || /^[a-zA-Z]:/.test(input)) throw outside(shown);
  const absolute = path.resolve(root, ...input.split(/[\\/]+/).filter((part) => part !== ''));
  if (!isInside(root, absolute)) throw outside(shown);
  return { absolute, relative: toRelative(root, absolute) };
}

/**
 * The realpath of `absolute`, or of its nearest existing ancestor when it does not exist (yet).
 * A dangling symlink is followed to where it points, since writing through it would land there.
 */
async function realpathOfNearest(absolute: string): Promise<string> {
  let current = absolute;
  for (let hops = 0; hops < 64; hops++) {
    try {
      return await realpath(current);
    } catch {
      const link = await lstat(current).then(
        (stats) => stats.isSymbolicLink(),
        () => false,
      );
      if (link) {
        current = path.resolve(path.dirname(current), await readlink(current));
        continue;
      }
      const parent = path.dirname(current);
      if (parent === current) return current;
      current = parent;
    }
  }
  throw new HostError('invalid-argument', 'too many levels of symbolic links');
}

/**
 * The full check (see resolveInside) for a path that must already exist, in one blocking call: for reading many
 * small files at once, where thread-pool round trips cost more than the reads. Throws ENOENT when it does not exist.
 */
export function resolveExistingInsideSync(root: string, input: unknown): CheckedPath {
  const checked = resolveLexically(root, input);
  if (!isInside(root, realpathSync.native(checked.absolute))) throw outside(JSON.stringify(input));
  return checked;
}

/**
 * Full check: lexical, then symlinks. The target (or, for a path to be created, its nearest existing ancestor)
 * must really live inside the root, so a symlink pointing elsewhere cannot be used to escape.
 */
export async function resolveInside(root: string, input: unknown): Promise<CheckedPath> {
  const checked = resolveLexically(root, input);
  const real = await realpathOfNearest(checked.absolute);
  if (!isInside(root, real)) throw outside(JSON.stringify(input));
  return checked;
}
