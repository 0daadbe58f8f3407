import { randomBytes } from 'node:crypto';
import { link, open, rename, stat, unlink } from 'node:fs/promises';
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

/**
 * Replaces (or creates) `target` with `text` (a string is written as UTF-8) so that readers see either the old or the new content, never a
 * partial file. Keeps the existing file's permission bits.
 */
export async function atomicWrite(target: string, text: string | Uint8Array): Promise<void> {
  const mode = await stat(target).then(
    (s) => s.mode & 0o777,
    () => undefined,
  );
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
