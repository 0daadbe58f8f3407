import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, link, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';

const TEMP_SUFFIX = '.cardsmith-tmp';

/** A temporary name beside the target: same folder (so rename is atomic), hidden (so tree and watcher skip it). */
export function tempPathFor(target: string): string {
  return path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`);
}

/** Whether `name` (a bare file name) is a temporary file tempPathFor made for a target named `targetName`. */
export function isTempNameFor(name: string, targetName: string): boolean {
  const prefix = `.${targetName}.`;
  if (!name.startsWith(prefix) || !name.endsWith(TEMP_SUFFIX)) return false;
  return /^[0-9a-f]{12}$/.test(name.slice(prefix.length, name.length - TEMP_SUFFIX.length));
}

/** Older than this, a temporary file beside its target belongs to no write still running. */
export const STALE_TEMP_MS = 60 * 60 * 1000;

/** The file operations the sweep needs (host/packs passes its PackFs, so its tests can fail on cue). */
export interface TempFs {
  list(folder: string): Promise<string[]>;
  stat(path: string): Promise<{ readonly mtimeMs: number; readonly isFile: boolean }>;
  remove(path: string): Promise<void>;
}

const nodeTempFs: TempFs = {
  list: (folder) => readdir(folder),
  async stat(path) {
    const s = await stat(path);
    return { mtimeMs: s.mtimeMs, isFile: s.isFile() };
  },
  remove: (path) => rm(path, { force: true }),
};

/**
 * Removes temporary files that earlier writes of `target` left behind: a process killed while writing (an app quit
 * mid-save or mid-compile, a crash) never got to remove its own, and each can be megabytes in a hidden file. Only
 * names tempPathFor makes for this target, and only those older than STALE_TEMP_MS, so a write to the same file
 * running right now is left alone. Best effort: a file that cannot be listed or removed stays.
 */
export async function removeStaleTemps(
  target: string,
  fs: TempFs = nodeTempFs,
  now: number = Date.now(),
): Promise<void> {
  const folder = path.dirname(target);
  const targetName = path.basename(target);
  const names = await fs.list(folder).catch((): string[] => []);
  for (const name of names) {
    if (!isTempNameFor(name, targetName)) continue;
    const temp = path.join(folder, name);
    const info = await fs.stat(temp).catch(() => null);
    if (info?.isFile && now - info.mtimeMs > STALE_TEMP_MS) await fs.remove(temp).catch(() => undefined);
  }
}

async function writeTemp(temp: string, text: string | Uint8Array, mode: number | undefined): Promise<void> {
  const handle = await open(temp, 'wx', mode ?? 0o666);
  try {
    await handle.writeFile(text, typeof text === 'string' ? 'utf8' : undefined);
    // fsync before rename: otherwise a crash can leave the renamed file empty on some filesystems.
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Flushes the folder entry so the rename itself survives a crash. Not supported everywhere (Windows): best effort. */
async function syncDirectory(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Best effort only.
  }
}

async function removeQuietly(file: string): Promise<void> {
  await unlink(file).catch(() => undefined);
}

/** Thrown instead of replacing a file its owner protected; host-error turns the code into `read-only`. */
export class ReadOnlyTargetError extends Error {
  readonly code = 'read-only';
  constructor(readonly target: string) {
    super(`${target} is read-only`);
  }
}

/** Read-only to its owner (no write bit at all, like chmod 444 or Windows' read-only attribute) or to us. */
async function isReadOnly(target: string, mode: number): Promise<boolean> {
  if ((mode & 0o222) === 0) return true;
  return access(target, constants.W_OK).then(
    () => false,
    () => true,
  );
}

/**
 * Replaces (or creates) `target` with `text` (a string is written as UTF-8) so that readers see either the old or the new content, never a
 * partial file. Keeps the existing file's permission bits. Refuses a read-only target: the rename would need only
 * the folder to be writable and so would replace it regardless. Sweeps stale temporary files of `target` first.
 */
export async function atomicWrite(target: string, text: string | Uint8Array): Promise<void> {
  const mode = await stat(target).then(
    (s) => (s.isFile() ? s.mode & 0o777 : undefined),
    () => undefined,
  );
  if (mode !== undefined && (await isReadOnly(target, mode))) throw new ReadOnlyTargetError(target);
  await removeStaleTemps(target);
  const temp = tempPathFor(target);
  try {
    await writeTemp(temp, text, mode);
    await rename(temp, target);
  } catch (error) {
    await removeQuietly(temp);
    throw error;
  }
  await syncDirectory(path.dirname(target));
}

/**
 * Creates `target` atomically and only if it does not exist: the content is written to a temporary file, then
 * hard-linked into place (which fails with EEXIST rather than overwrite).
 */
export async function atomicCreate(target: string, text: string): Promise<void> {
  await removeStaleTemps(target);
  const temp = tempPathFor(target);
  try {
    await writeTemp(temp, text, undefined);
    try {
      await link(temp, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Filesystems without hard links (FAT, some network mounts): check, then rename.
      if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw error;
      const exists = await stat(target).then(
        () => true,
        () => false,
      );
      if (exists) throw Object.assign(new Error(`EEXIST: ${target}`), { code: 'EEXIST' });
      await rename(temp, target);
    }
  } finally {
    await removeQuietly(temp);
  }
  await syncDirectory(path.dirname(target));
}
