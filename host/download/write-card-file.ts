import { randomBytes } from 'node:crypto';
import { access, link, mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { errorMessage } from '../error-message.js';

export type WriteOutcome =
  { readonly kind: 'written' } | { readonly kind: 'exists' } | { readonly kind: 'error'; readonly message: string };

/**
 * Writes a whole file or nothing: the text goes to a temporary file beside the target first. Without `force`
 * the temporary file is hard-linked into place, which fails if the target exists, so nothing is ever
 * overwritten by accident, not even by a file that appeared a moment ago; with `force` it is renamed over.
 */
export async function writeCardFile(path: string, text: string, force: boolean): Promise<WriteOutcome> {
  const dir = dirname(path);
  const temp = join(dir, `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(temp, text, { flag: 'wx' });
    if (force) {
      await rename(temp, path);
      return { kind: 'written' };
    }
    try {
      await link(temp, path);
      return { kind: 'written' };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') return { kind: 'exists' };
      if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error;
      // File systems without hard links (FAT, some network shares): check, then rename.
      const exists = await access(path).then(
        () => true,
        () => false,
      );
      if (exists) return { kind: 'exists' };
      await rename(temp, path);
      return { kind: 'written' };
    }
  } catch (error) {
    return { kind: 'error', message: errorMessage(error) };
  } finally {
    await unlink(temp).catch(() => undefined);
  }
}
