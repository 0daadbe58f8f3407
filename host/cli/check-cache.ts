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
 * The file. Its size is what a check of an unchanged folder pays for most after the `stat`s (JSON.parse of every
 * byte), so it says each thing once: arrays rather than objects keyed by hash or path (JSON.parse builds a
 * 30,000-key object as a slow dictionary), each message once (most files share a few), paths relative to the
 * cache's folder, and the change time only when it is not the modification time.
 */
interface CacheFile {
  readonly version: string;
  readonly messages: readonly string[];
  /** [content key, the warnings of a file with that content]. */
  readonly entries: readonly (readonly [string, readonly StoredWarning[]])[];
  readonly stamps: readonly StoredStamp[];
}

/** A warning in the file: [line, column, endColumn, code, index in messages]. */
type StoredWarning = readonly [number, number, number, CardWarning['code'], number];

/**
 * A file's stat when it was last read: [path relative to the cache's folder (absolute outside it), size, mtimeMs,
 * index in entries], then ctimeMs when it differs from mtimeMs.
 */
type StoredStamp = readonly [string, number, number, number, number?];

/** [size, mtimeMs, ctimeMs, content key]: a stamp taken this run. */
type Stamp = readonly [number, number, number, string];

const EMPTY: CacheFile = { version: '', messages: [], entries: [], stamps: [] };

/**
 * `cardsmith check`'s warnings by file content, as `eslint --cache` keeps lint results: a file whose text (and format)
 * was checked before by the same parser gets its warnings back without being parsed. Keyed by a hash of the content,
 * so a renamed, copied or checked-out file still hits and an edited one never does; the whole cache is dropped when
 * the parser changes (see parserVersion). A missing, unreadable or foreign cache file is an empty cache: the cache
 * only ever saves time.
 *
 * Beside the contents it keeps each file's stamp (size, modification and change times, and the content key it had),
 * as git's index does, so a file whose stamp is unchanged is not even read: see unchanged and remember. A check of
 * an unchanged folder looks each file up by its path and decodes only that file's warnings: the index by content
 * key is built only once some file has to be read.
 */
export class CheckCache {
  /** Stored stamps by path as stored. */
  private readonly stampAt = new Map<string, StoredStamp>();
  /** Stored entries by content key: built on the first look-up by content (a file read this run). */
  private keyIndex: Map<string, number> | null = null;
  /** Stored entries' warnings decoded, by entry. */
  private readonly decoded: (readonly CachedWarning[] | undefined)[] = [];
  /** Stored entries this run used (1), so save keeps them first. */
  private readonly usedEntries: Uint8Array;
  /** Warnings of contents first checked this run. */
  private readonly added = new Map<string, readonly CachedWarning[]>();
  /** By path as stored: stamps taken this run (files read), or null for a stored stamp found unchanged. */
  private readonly stamped = new Map<string, Stamp | null>();
  private restamped = 0;
  /** The cache's folder with a trailing separator: paths under it are stored relative to it. */
  private readonly prefix: string;

  private constructor(
    folder: string,
    private readonly file: string,
    private readonly version: string,
    private readonly stored: CacheFile,
    /** When this run began, in ms since the epoch (the clock file times use): see remember. */
    private readonly began: number,
  ) {
    this.prefix = folder.endsWith(path.sep) ? folder : folder + path.sep;
    for (const stamp of stored.stamps) this.stampAt.set(stamp[0], stamp);
    this.usedEntries = new Uint8Array(stored.entries.length);
  }

  /** The cache of the folder `cwd` for the running parser (empty when there is none yet), for a run begun `began`. */
  static open(cwd: string, version = parserVersion(), began = Date.now()): CheckCache {
    const file = path.join(cwd, CHECK_CACHE_FILE);
    let stored = EMPTY;
    try {
      const read = JSON.parse(readFileSync(file, 'utf8')) as Partial<CacheFile>;
      if (
        read.version === version &&
        Array.isArray(read.messages) &&
        Array.isArray(read.entries) &&
        Array.isArray(read.stamps)
      ) {
        stored = read as CacheFile;
      }
    } catch {
      // No cache yet, or one that cannot be read: start empty.
    }
    return new CheckCache(cwd, file, version, stored, began);
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
    const stored = this.stampAt.get(this.storedPath(file));
    if (stored === undefined || !sameStat(stored, stat)) return undefined;
    const warnings = this.entryWarnings(stored[3]);
    if (warnings !== undefined) this.stamped.set(stored[0], null);
    return warnings;
  }

  /**
   * Remembers that `file`, stat'ed as `stat` before it was read, holds the content `key`. Only a file last changed
   * well before this run began is stamped: a write in the same tick as the stat could leave the times as they were.
   */
  remember(file: string, stat: FileStat, key: string): void {
    if (stat[1] >= this.began - RACY_MS || stat[2] >= this.began - RACY_MS) return;
    const where = this.storedPath(file);
    const old = this.stampAt.get(where);
    if (old === undefined || !sameStat(old, stat) || this.stored.entries[old[3]]?.[0] !== key) this.restamped++;
    this.stamped.set(where, [stat[0], stat[1], stat[2], key]);
  }

  /** The warnings cached for `key`, or undefined when it was never checked (or checked by another parser). */
  get(key: string): readonly CachedWarning[] | undefined {
    const added = this.added.get(key);
    if (added !== undefined) return added;
    this.keyIndex ??= new Map(this.stored.entries.map(([stored], at) => [stored, at]));
    const at = this.keyIndex.get(key);
    return at === undefined ? undefined : this.entryWarnings(at);
  }

  set(key: string, warnings: readonly CachedWarning[]): void {
    this.added.set(key, warnings);
  }

  /**
   * Writes the cache when this run added to it or stamped a file anew: the entries and stamps it used, then the
   * older ones while there is room. Written whole and renamed into place, so a check running meanwhile reads the old
   * cache or the new one. A cache that cannot be written (a read-only folder) is left alone: the check itself
   * succeeded.
   */
  async save(): Promise<void> {
    if (this.added.size === 0 && this.restamped === 0) return;
    const writer = new CacheWriter(this.version);
    const { entries, stamps } = this.stored;
    for (const [key, warnings] of this.added) writer.entry(key, warnings);
    for (let at = 0; at < entries.length; at++) if (this.usedEntries[at] === 1) this.writeEntry(writer, at);
    for (let at = 0; at < entries.length && writer.entries.length < MAX_ENTRIES; at++) this.writeEntry(writer, at);
    for (const [where, stamp] of this.stamped) {
      if (stamp === null) this.writeStamp(writer, this.stampAt.get(where));
      else writer.stamp(where, stamp[0], stamp[1], stamp[2], stamp[3]);
    }
    for (const stamp of stamps) {
      if (writer.stamps.length >= MAX_ENTRIES) break;
      if (!this.stamped.has(stamp[0])) this.writeStamp(writer, stamp);
    }
    try {
      await mkdir(path.dirname(this.file), { recursive: true });
      const temp = tempPathFor(this.file);
      await writeFile(temp, JSON.stringify(writer.file()));
      await rename(temp, this.file);
    } catch {
      // Not writable: next time checks everything again.
    }
  }

  private writeEntry(writer: CacheWriter, at: number): void {
    const key = this.stored.entries[at]?.[0];
    const warnings = this.entryWarnings(at, false);
    if (key !== undefined && warnings !== undefined) writer.entry(key, warnings);
  }

  private writeStamp(writer: CacheWriter, stamp: StoredStamp | undefined): void {
    const key = stamp && this.stored.entries[stamp[3]]?.[0];
    if (stamp && key !== undefined) writer.stamp(stamp[0], stamp[1], stamp[2], stamp[4] ?? stamp[2], key);
  }

  /** A file's path as stamps store it: relative to the cache's folder when inside it. */
  private storedPath(file: string): string {
    return file.startsWith(this.prefix) ? file.slice(this.prefix.length) : file;
  }

  /** The warnings of stored entry `at`, decoded once (undefined for a malformed entry); `use` marks it used. */
  private entryWarnings(at: number, use = true): readonly CachedWarning[] | undefined {
    let warnings = this.decoded[at];
    if (warnings === undefined) {
      const stored = this.stored.entries[at]?.[1];
      if (!Array.isArray(stored)) return undefined;
      const { messages } = this.stored;
      warnings = stored.map(([line, column, endColumn, code, message]): CachedWarning => {
        return [line, column, endColumn, code, messages[message] ?? ''];
      });
      this.decoded[at] = warnings;
    }
    if (use) this.usedEntries[at] = 1;
    return warnings;
  }
}

/** Builds a cache file: each content key and message once, each stamp pointing at its content's entry. */
class CacheWriter {
  readonly entries: [string, StoredWarning[]][] = [];
  readonly stamps: StoredStamp[] = [];
  private readonly messages: string[] = [];
  private readonly messageAt = new Map<string, number>();
  private readonly entryAt = new Map<string, number>();

  constructor(private readonly version: string) {}

  entry(key: string, warnings: readonly CachedWarning[]): void {
    if (this.entryAt.has(key)) return;
    this.entryAt.set(key, this.entries.length);
    const stored = warnings.map(([line, column, endColumn, code, message]): StoredWarning => {
      return [line, column, endColumn, code, this.message(message)];
    });
    this.entries.push([key, stored]);
  }

  /** The stamp of a file whose content `key` has an entry (any other is left out). */
  stamp(where: string, size: number, mtime: number, ctime: number, key: string): void {
    const entry = this.entryAt.get(key);
    if (entry === undefined) return;
    this.stamps.push(ctime === mtime ? [where, size, mtime, entry] : [where, size, mtime, entry, ctime]);
  }

  file(): CacheFile {
    return { version: this.version, messages: this.messages, entries: this.entries, stamps: this.stamps };
  }

  private message(text: string): number {
    let at = this.messageAt.get(text);
    if (at === undefined) {
      at = this.messages.length;
      this.messages.push(text);
      this.messageAt.set(text, at);
    }
    return at;
  }
}

/** Whether a stored stamp has the size and times of `stat`. */
function sameStat(stamp: StoredStamp, stat: FileStat): boolean {
  return stamp[1] === stat[0] && stamp[2] === stat[1] && (stamp[4] ?? stamp[2]) === stat[2];
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
