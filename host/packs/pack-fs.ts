import { readFileSync } from 'node:fs';
import { open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { removeStaleTemps, tempPathFor } from '../workspace/atomic-write.js';

/**
 * The file operations compiling and loading use. Tests pass one that fails on cue (disk full, a file
 * vanishing, a rename refused) to prove a failure never damages an earlier pack.
 */
export interface PackFs {
  readFile(path: string): Promise<Uint8Array>;
  /**
   * Reads a small file whole, blocking. Card files are read this way, one after another in short slices of
   * time: for small files it costs a fifth of the CPU of callback reads (no thread-pool hop and four
   * callbacks per file).
   */
  readFileSync(path: string): Uint8Array;
  /** Creates a new file (failing if it exists), writes it and flushes it to disk. */
  writeNewFile(path: string, data: Uint8Array): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  remove(path: string): Promise<void>;
  /** Size in bytes, last modification (ms since the epoch), and whether it is a regular file or a directory. */
  stat(path: string): Promise<{
    readonly size: number;
    readonly mtimeMs: number;
    readonly isFile: boolean;
    readonly isDirectory: boolean;
  }>;
  /** The names in a folder. */
  list(folder: string): Promise<string[]>;
}

export const nodePackFs: PackFs = {
  readFile: (path) => readFile(path),
  readFileSync: (path) => readFileSync(path),
  async writeNewFile(path, data) {
    const handle = await open(path, 'wx', 0o644);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
  },
  async rename(from, to) {
    await rename(from, to);
    // Flush the folder entry so the rename survives a crash; not possible everywhere (Windows), so best effort.
    await open(dirname(to), 'r')
      .then(async (dir) => {
        await dir.sync().finally(() => dir.close());
      })
      .catch(() => undefined);
  },
  remove: (path) => rm(path, { force: true }),
  async stat(path) {
    const s = await stat(path);
    return { size: s.size, mtimeMs: s.mtimeMs, isFile: s.isFile(), isDirectory: s.isDirectory() };
  },
  list: (folder) => readdir(folder),
};

export { removeStaleTemps, STALE_TEMP_MS } from '../workspace/atomic-write.js';

/**
 * Writes `data` to `target` atomically: into a new temporary file beside it (same folder, so the rename
 * cannot cross file systems), flushed, then renamed over the target. Until the rename, an earlier file
 * at `target` is untouched; on any failure the temporary file is removed and the error rethrown.
 */
export async function writeFileAtomic(
  target: string,
  data: Uint8Array,
  fs: PackFs = nodePackFs,
  now: number = Date.now(),
): Promise<void> {
  await removeStaleTemps(target, fs, now);
  // Hidden and named like the workspace's own temporary files, so the tree and the watcher skip it.
  const temp = tempPathFor(target);
  try {
    await fs.writeNewFile(temp, data);
    await fs.rename(temp, target);
  } catch (error) {
    await fs.remove(temp).catch(() => undefined);
    throw error;
  }
}
