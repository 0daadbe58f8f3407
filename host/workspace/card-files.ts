import { readdirSync, statSync, type Dirent, type Stats } from 'node:fs';
import path from 'node:path';
import { isCardFile } from '../../engine/format/formats.js';
import { countSkipped, type SkippedFiles } from '../../engine/format/skipped-files.js';
import { errnoCode, errorMessage } from '../error-message.js';
import { timeSlices } from './time-slices.js';

/** Folders never searched: dependencies and hidden folders (.git, .cardsmith-cache, ...). */
function skipDirectory(name: string): boolean {
  return name === 'node_modules' || name.startsWith('.');
}

/** A given path, or a folder inside one, that could not be searched; or a given file of the wrong kind. */
export interface ListingProblem {
  /** As given for a given path; absolute for a folder found inside one. */
  readonly path: string;
  /** `missing`: no such file or folder; `unlistable`: a folder that could not be read; `not-wanted`: a file given by name that `isWanted` refuses. */
  readonly code: 'missing' | 'unlistable' | 'not-wanted';
  readonly message: string;
}

export interface FoundFiles {
  /** Absolute paths: in the order of the given paths, each folder sorted by name (code units), no duplicates. */
  readonly files: string[];
  readonly problems: ListingProblem[];
  /** Files in the folders searched that `isWanted` refused, by ending (see countSkipped). */
  readonly skipped: SkippedFiles;
  /** Folders given (as given) with no wanted file anywhere inside. */
  readonly emptyFolders: string[];
}

/**
 * Every file under `paths` (resolved against `cwd`) whose name `isWanted` accepts: folders are searched
 * recursively, skipping node_modules and hidden folders. One linear pass: a Set drops files seen before, and a
 * folder given twice is searched once. What cannot be found or listed is a problem with its path; the rest is
 * still listed. Files refused are counted, so a caller can say what it passed over. The one walker of the CLI
 * commands and the compile.
 *
 * Blocking reads in time slices, as readFiles and the compile read: a folder of card files is a few hundred small
 * directories, and a thread pool round trip for each cost more than the listing (measured on 30,000 files in 266
 * folders: about 50 ms of the CLI waiting idle).
 */
export async function findFiles(
  paths: readonly string[],
  isWanted: (name: string) => boolean,
  cwd: string = process.cwd(),
): Promise<FoundFiles> {
  const files: string[] = [];
  const problems: ListingProblem[] = [];
  const skipped: Record<string, number> = {};
  const emptyFolders: string[] = [];
  const seen = new Set<string>();
  const slice = timeSlices();
  const add = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    files.push(file);
  };
  const walk = async (dir: string): Promise<void> => {
    if (seen.has(dir)) return;
    seen.add(dir);
    await slice();
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      problems.push({ path: dir, code: 'unlistable', message: `cannot list: ${errorMessage(error)}` });
      return;
    }
    // Code-unit order, not locale order: the same on every machine.
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    // `dir` is absolute and normalised, so joining by hand is exact (and path.join is slow over many files).
    const prefix = dir.endsWith(path.sep) ? dir : dir + path.sep;
    for (const entry of entries) {
      if (entry.isDirectory()) {
        if (!skipDirectory(entry.name)) await walk(prefix + entry.name);
      } else if (entry.isFile()) {
        if (isWanted(entry.name)) add(prefix + entry.name);
        else countSkipped(skipped, entry.name);
      }
    }
  };

  for (const given of paths) {
    const absolute = path.resolve(cwd, given);
    let info: Stats;
    try {
      info = statSync(absolute);
    } catch (error) {
      const code = errnoCode(error);
      const message = code === 'ENOENT' || code === 'ENOTDIR' ? 'no such file or folder' : errorMessage(error);
      problems.push({ path: given, code: 'missing', message });
      continue;
    }
    if (info.isDirectory()) {
      // A folder given twice is searched (and found empty or not) once.
      const searched = seen.has(absolute);
      const before = files.length;
      await walk(absolute);
      if (!searched && files.length === before) emptyFolders.push(given);
    } else if (isWanted(path.basename(absolute))) {
      add(absolute);
    } else {
      problems.push({ path: given, code: 'not-wanted', message: 'not a file of the kind asked for' });
    }
  }
  return { files, problems, skipped, emptyFolders };
}

/**
 * Every card file under `paths`: a file is taken when some card format reads it (a file given by name that none
 * reads is left out). Absolute paths in the order of `paths`, sorted within each folder, without duplicates.
 * Rejects with a clear error when a path does not exist or a folder cannot be listed, so a caller can treat it
 * as an I/O error.
 */
export async function findCardFiles(paths: readonly string[]): Promise<string[]> {
  const { files, problems } = await findFiles(paths, isCardFile);
  const problem = problems.find((p) => p.code !== 'not-wanted');
  if (problem) throw new Error(`${problem.path}: ${problem.message}`);
  return files;
}
