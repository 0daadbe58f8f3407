import { hash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CardWarning } from '../../engine/diagnostics.js';
import { tempPathFor } from '../workspace/atomic-write.js';

/** A warning as the cache keeps it: everything but the file, which is the caller's. */
export type CachedWarning = Omit<CardWarning, 'file'>;

/** Where the cache lives, under the folder the command runs in (the walker and the app skip hidden folders). */
export const CHECK_CACHE_FILE = path.join('.cardsmith', 'check-cache.json');

/** A cache file holding more entries than this keeps only those the last run used. */
const MAX_ENTRIES = 200_000;

interface CacheFile {
  readonly version: string;
  /** Content key → the file's warnings as [line, column, endColumn, code, message]. */
  readonly entries: Record<string, readonly Tuple[]>;
}

type Tuple = readonly [number, number, number, string, string];

/**
 * `cardsmith check`'s warnings by file content, as `eslint --cache` keeps lint results: a file whose text (and format)
 * was checked before by the same parser gets its warnings back without being parsed. Keyed by a hash of the content,
 * never by path or time stamp, so a renamed, copied or checked-out file still hits and an edited one never does; the
 * whole cache is dropped when the parser changes (see parserVersion). A missing, unreadable or foreign cache file is
 * an empty cache: the cache only ever saves time.
 */
export class CheckCache {
  private readonly used = new Map<string, readonly Tuple[]>();
  private added = 0;

  private constructor(
    private readonly file: string,
    private readonly version: string,
    private readonly known: Readonly<Record<string, readonly Tuple[]>>,
  ) {}

  /** The cache of the folder `cwd` for the running parser (empty when there is none yet). */
  static open(cwd: string, version = parserVersion()): CheckCache {
    const file = path.join(cwd, CHECK_CACHE_FILE);
    let known: Record<string, readonly Tuple[]> = {};
    try {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<CacheFile>;
      if (stored.version === version && typeof stored.entries === 'object' && stored.entries !== null) {
        known = stored.entries;
      }
    } catch {
      // No cache yet, or one that cannot be read: start empty.
    }
    return new CheckCache(file, version, known);
  }

  /** The key of a file's text read by the format with extension `format`. */
  static keyOf(format: string, text: string): string {
    return `${format}:${hash('sha1', text, 'base64')}`;
  }

  /** The warnings cached for `key`, or undefined when it was never checked (or checked by another parser). */
  get(key: string): CachedWarning[] | undefined {
    const tuples = this.used.get(key) ?? this.known[key];
    if (tuples === undefined || !Array.isArray(tuples)) return undefined;
    this.used.set(key, tuples);
    return tuples.map(([line, column, endColumn, code, message]) => ({
      line,
      column,
      endColumn,
      code: code as CardWarning['code'],
      message,
    }));
  }

  set(key: string, warnings: readonly CachedWarning[]): void {
    this.used.set(
      key,
      warnings.map((w) => [w.line, w.column, w.endColumn, w.code, w.message] as const),
    );
    this.added++;
  }

  /**
   * Writes the cache when this run added to it: the entries it used, then the older ones while there is room.
   * Written whole and renamed into place, so a check running meanwhile reads the old cache or the new one. A cache
   * that cannot be written (a read-only folder) is left alone: the check itself succeeded.
   */
  async save(): Promise<void> {
    if (this.added === 0) return;
    const entries: Record<string, readonly Tuple[]> = {};
    for (const [key, tuples] of this.used) entries[key] = tuples;
    let size = this.used.size;
    for (const key in this.known) {
      if (size >= MAX_ENTRIES) break;
      if (this.used.has(key)) continue;
      entries[key] = this.known[key] as readonly Tuple[];
      size++;
    }
    const data: CacheFile = { version: this.version, entries };
    try {
      await mkdir(path.dirname(this.file), { recursive: true });
      const temp = tempPathFor(this.file);
      await writeFile(temp, JSON.stringify(data));
      await rename(temp, this.file);
    } catch {
      // Not writable: next time checks everything again.
    }
  }
}

let version: string | undefined;

/**
 * Identifies the parser that made the cached warnings: a hash of the code that runs. The built CLI (dist/cli/*.js)
 * hashes its own bundle; run from the TypeScript sources (tsx, tests) it hashes engine/'s sources. So any change
 * to the grammar, however small, starts a fresh cache, and nobody has to remember to bump a number.
 */
export function parserVersion(): string {
  if (version !== undefined) return version;
  const here = fileURLToPath(import.meta.url);
  const files = here.endsWith('.js') ? codeFiles(path.dirname(here), '.js') : codeFiles(engineSources(here), '.ts');
  const parts: string[] = [];
  for (const file of files) parts.push(file, readFileSync(file, 'utf8'));
  version = hash('sha1', parts.join('\0'), 'base64');
  return version;
}

function engineSources(here: string): string {
  return path.resolve(path.dirname(here), '../../engine');
}

/** Every file ending in `ending` under `folder` (tests left out), sorted, as absolute paths. */
function codeFiles(folder: string, ending: string): string[] {
  return readdirSync(folder, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith(ending) && !name.endsWith(`.test${ending}`))
    .sort()
    .map((name) => path.join(folder, name));
}
