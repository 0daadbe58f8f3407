import { hash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CardWarning } from '../../engine/diagnostics.js';
import { tempPathFor } from '../workspace/atomic-write.js';

/** A warning as the cache keeps and `check` prints it: [line, column, endColumn, code, message] (no file). */
export type CachedWarning = readonly [number, number, number, CardWarning['code'], string];

/** A warning without its file in the cache's form. */
export function cachedWarning(w: Omit<CardWarning, 'file'>): CachedWarning {
  return [w.line, w.column, w.endColumn, w.code, w.message];
}

/** What the cache compares to tell an unchanged file without reading it: [size, mtimeMs, ctimeMs]. */
export type FileStat = readonly [number, number, number];

/**
 * A file stat'ed less than this before the run began may still be written to within its time stamp's granularity
 * (a clock tick on ext4, 2 s on FAT), so its stamp is not kept (git's "racy clean" entries, same rule).
 */
const RACY_MS = 2000;

/** Where the cache lives, under the folder the command runs in (the walker and the app skip hidden folders). */
export const CHECK_CACHE_FILE = path.join('.cardsmith', 'check-cache.json');

/** A cache file holding more entries (or stamps) than this keeps only those the last run used. */
const MAX_ENTRIES = 200_000;

/**
 * The file: arrays rather than objects keyed by hash or path, because JSON.parse builds a 30,000-key object as a slow
 * dictionary (measured: parsing and looking up took about twice as long as arrays read into Maps).
 */
interface CacheFile {
  readonly version: string;
  /** [content key, the warnings of a file with that content]. */
  readonly entries: readonly (readonly [string, readonly CachedWarning[]])[];
  /** [absolute path, size, mtimeMs, ctimeMs, index in entries]: the file's stat when it was last read. */
  readonly stamps: readonly (readonly [string, number, number, number, number])[];
}

/** [size, mtimeMs, ctimeMs, content key]. */
type Stamp = readonly [number, number, number, string];

/**
 * `cardsmith check`'s warnings by file content, as `eslint --cache` keeps lint results: a file whose text (and format)
 * was checked before by the same parser gets its warnings back without being parsed. Keyed by a hash of the content,
 * so a renamed, copied or checked-out file still hits and an edited one never does; the whole cache is dropped when
 * the parser changes (see parserVersion). A missing, unreadable or foreign cache file is an empty cache: the cache
 * only ever saves time.
 *
 * Beside the contents it keeps each file's stamp (size, modification and change times, and the content key it had),
 * as git's index does, so a file whose stamp is unchanged is not even read: see unchanged and remember.
 */
export class CheckCache {
  private readonly used = new Map<string, readonly CachedWarning[]>();
  private readonly stamped = new Map<string, Stamp>();
  private added = 0;
  private restamped = 0;

  private constructor(
    private readonly file: string,
    private readonly version: string,
    private readonly known: ReadonlyMap<string, readonly CachedWarning[]>,
    private readonly stamps: ReadonlyMap<string, Stamp>,
    /** When this run began, in ms since the epoch (the clock file times use): see remember. */
    private readonly began: number,
  ) {}

  /** The cache of the folder `cwd` for the running parser (empty when there is none yet), for a run begun `began`. */
  static open(cwd: string, version = parserVersion(), began = Date.now()): CheckCache {
    const file = path.join(cwd, CHECK_CACHE_FILE);
    const known = new Map<string, readonly CachedWarning[]>();
    const stamps = new Map<string, Stamp>();
    try {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<CacheFile>;
      if (stored.version === version && Array.isArray(stored.entries) && Array.isArray(stored.stamps)) {
        const keys: string[] = [];
        for (const [key, warnings] of stored.entries) {
          keys.push(key);
          known.set(key, warnings);
        }
        for (const [file, size, mtime, ctime, entry] of stored.stamps) {
          const key = keys[entry];
          if (key !== undefined) stamps.set(file, [size, mtime, ctime, key]);
        }
      }
    } catch {
      // No cache yet, or one that cannot be read: start empty.
    }
    return new CheckCache(file, version, known, stamps, began);
  }

  /** The key of a file's text read by the format with extension `format`. */
  static keyOf(format: string, text: string): string {
    return `${format}:${hash('sha1', text, 'base64')}`;
  }

  /** The stat of `file` as the cache compares it, or undefined when it cannot be stat'ed (reading will say why). */
  static statOf(file: string): FileStat | undefined {
    const stat = statSync(file, { throwIfNoEntry: false });
    return stat === undefined ? undefined : [stat.size, stat.mtimeMs, stat.ctimeMs];
  }

  /**
   * The warnings of `file` when its stat is the one remembered with its content key: unchanged since it was read,
   * so it need not be read again. Any write changes the modification time (and the change time, which no tool can
   * set back), and remember keeps no stamp a write could still hide behind.
   */
  unchanged(file: string, stat: FileStat): readonly CachedWarning[] | undefined {
    const stamp = this.stamps.get(file);
    if (stamp === undefined || !sameStat(stamp, stat)) return undefined;
    const warnings = this.get(stamp[3]);
    if (warnings !== undefined) this.stamped.set(file, stamp);
    return warnings;
  }

  /**
   * Remembers that `file`, stat'ed as `stat` before it was read, holds the content `key`. Only a file last changed
   * well before this run began is stamped: a write in the same tick as the stat could leave the times as they were.
   */
  remember(file: string, stat: FileStat, key: string): void {
    if (stat[1] >= this.began - RACY_MS || stat[2] >= this.began - RACY_MS) return;
    const old = this.stamps.get(file);
    if (old === undefined || !sameStat(old, stat) || old[3] !== key) {
      this.restamped++;
    }
    this.stamped.set(file, [stat[0], stat[1], stat[2], key]);
  }

  /** The warnings cached for `key`, or undefined when it was never checked (or checked by another parser). */
  get(key: string): readonly CachedWarning[] | undefined {
    const warnings = this.used.get(key) ?? this.known.get(key);
    if (warnings === undefined || !Array.isArray(warnings)) return undefined;
    this.used.set(key, warnings);
    return warnings;
  }

  set(key: string, warnings: readonly CachedWarning[]): void {
    this.used.set(key, warnings);
    this.added++;
  }

  /**
   * Writes the cache when this run added to it or stamped a file anew: the entries and stamps it used, then the
   * older ones while there is room. Written whole and renamed into place, so a check running meanwhile reads the old
   * cache or the new one. A cache that cannot be written (a read-only folder) is left alone: the check itself
   * succeeded.
   */
  async save(): Promise<void> {
    if (this.added === 0 && this.restamped === 0) return;
    const entries: [string, readonly CachedWarning[]][] = [];
    const index = new Map<string, number>();
    for (const [key, warnings] of newestFirst(this.used, this.known)) {
      index.set(key, entries.length);
      entries.push([key, warnings]);
    }
    const stamps: [string, number, number, number, number][] = [];
    for (const [file, [size, mtime, ctime, key]] of newestFirst(this.stamped, this.stamps)) {
      const entry = index.get(key);
      if (entry !== undefined) stamps.push([file, size, mtime, ctime, entry]);
    }
    const data: CacheFile = { version: this.version, entries, stamps };
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

/** Whether a remembered stamp has the size and times of `stat`. */
function sameStat(stamp: Stamp, stat: FileStat): boolean {
  return stamp[0] === stat[0] && stamp[1] === stat[1] && stamp[2] === stat[2];
}

/** What this run used, then older values while there is room (MAX_ENTRIES). */
function newestFirst<T>(used: ReadonlyMap<string, T>, older: ReadonlyMap<string, T>): Map<string, T> {
  const kept = new Map(used);
  for (const [key, value] of older) {
    if (kept.size >= MAX_ENTRIES) break;
    if (!kept.has(key)) kept.set(key, value);
  }
  return kept;
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
