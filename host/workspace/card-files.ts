import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { isCardFile } from '../../engine/format/formats.js';

/** Folders never searched for cards: dependencies and hidden folders (.git, .cardsmith-cache, ...). */
function skipDirectory(name: string): boolean {
  return name === 'node_modules' || name.startsWith('.');
}

/**
 * Every card file under `paths`: folders are searched recursively, a file is taken when some card
 * format reads it. Results keep the form the caller gave (relative stays relative), come in the order
 * of `paths`, sorted within each folder, without duplicates. Rejects with a clear error when a path does
 * not exist, so a CLI can treat it as an I/O error.
 */
export async function findCardFiles(paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  const seen = new Set<string>();
  const add = (file: string): void => {
    const key = path.resolve(file);
    if (!seen.has(key)) {
      seen.add(key);
      found.push(file);
    }
  };
  for (const given of paths) {
    const info = await stat(given).catch((error: unknown) => {
      throw new Error(
        `${given}: ${error instanceof Error && 'code' in error && error.code === 'ENOENT' ? 'no such file or folder' : String(error)}`,
      );
    });
    if (info.isDirectory()) {
      for (const file of await walk(given)) add(file);
    } else if (isCardFile(given)) {
      add(given);
    }
  }
  return found;
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  // Code-unit order, not locale order: the same on every machine.
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const files: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skipDirectory(entry.name)) files.push(...(await walk(full)));
    } else if (entry.isFile() && isCardFile(entry.name)) {
      files.push(full);
    }
  }
  return files;
}
