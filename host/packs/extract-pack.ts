import { mkdir, realpath, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PackError } from '../../engine/packs/pack-error.js';
import { openPack, type LoadPackOptions } from './load-pack.js';
import { errorMessage } from '../error-message.js';

export type ExtractPackResult =
  | { readonly ok: true; readonly files: readonly string[] }
  | { readonly ok: false; readonly errors: readonly PackError[]; readonly files: readonly string[] };

function inside(root: string, candidate: string): boolean {
  const relative = path.relative(root, candidate);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * Writes a pack's entries (manifest.json and cards/...) into `dir`, created if missing. The whole pack is
 * verified first and nothing is written unless every entry passes. Then every file must land inside `dir`:
 * names were already checked, each parent folder is resolved through links and must still be inside, and
 * files are created exclusively, so an existing file or link is never followed or replaced.
 * Never throws; `files` lists what was written (absolute paths), also on failure.
 */
export async function extractPack(
  pack: Uint8Array | string,
  dir: string,
  options: LoadPackOptions = {},
): Promise<ExtractPackResult> {
  const opened = await openPack(pack, options);
  if (!opened.ok) return { ok: false, errors: opened.errors, files: [] };

  const files: string[] = [];
  const fail = (entry: string | null, code: PackError['code'], message: string): ExtractPackResult => ({
    ok: false,
    errors: [{ entry, code, message }],
    files,
  });
  let root: string;
  try {
    await mkdir(dir, { recursive: true });
    root = await realpath(dir);
  } catch (error) {
    return fail(null, 'io', `cannot create ${dir}: ${errorMessage(error)}`);
  }
  for (const [name, bytes] of opened.entries) {
    const target = path.join(root, ...name.split('/'));
    try {
      if (!inside(root, target)) return fail(name, 'unsafe-name', `would be written outside ${root}`);
      await mkdir(path.dirname(target), { recursive: true });
      const parent = await realpath(path.dirname(target));
      if (!inside(root, parent)) {
        return fail(name, 'unsafe-name', `a folder on its path is a link leading outside ${root}; not written`);
      }
      await writeFile(path.join(parent, path.basename(target)), bytes, { flag: 'wx' });
      files.push(target);
    } catch (error) {
      const why = (error as NodeJS.ErrnoException).code === 'EEXIST' ? 'already exists; not replaced' : String(error);
      return fail(name, 'io', `cannot be written: ${why}`);
    }
  }
  return { ok: true, files };
}
