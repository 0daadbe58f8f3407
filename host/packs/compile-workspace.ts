import { open, rm, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { CardWarning } from '../../engine/diagnostics.js';
import type { ParseResult } from '../../engine/format/card-format.js';
import { parseCardFile } from '../../engine/format/formats.js';
import { assemblePack, type PackedCard } from '../../engine/packs/build-pack.js';
import type { DuplicateName } from '../../engine/packs/manifest.js';
import { byCodeUnit, entryPathFor, MANIFEST_ENTRY } from '../../engine/packs/pack-layout.js';
import type { CompileFailure, CompileFailureCode } from '../contract.js';
import { tempPathFor } from '../workspace/atomic-write.js';
import { findCardFiles } from '../workspace/card-files.js';
import { SLICE_MS, timeSlices } from '../workspace/time-slices.js';
import { packFiles, relativeSource } from './pack-file.js';
import type { ZipOffThread } from './zip-off-thread.js';
import { zipOffThreads } from './zip-in-parts.js';
import { nodePackFs, writeFileAtomic, type PackFs } from './pack-fs.js';
import { toolVersion } from '../tool-version.js';
import { zipEntries, type ZipInput } from './zip-entries.js';
import { errnoCode, errorMessage } from '../error-message.js';

export interface CompileProgress {
  /** Card files read and parsed so far. */
  readonly done: number;
  readonly total: number;
  /** Workspace-relative path of the file just finished. */
  readonly file: string;
}

/** What compile needs from the outside world; tests replace parts of it. */
export interface CompileDeps {
  readonly fs: PackFs;
  readonly findCardFiles: (paths: readonly string[]) => Promise<string[]>;
  readonly parseCardFile: (path: string, text: string) => ParseResult | null;
  readonly toolVersion: string;
  /** Milliseconds, for slicing the work; tests pass a clock of their own. */
  readonly now: () => number;
  /** Zips the laid-out entries (zipEntries); tests wrap it to act while the pack is being zipped. */
  readonly zip: (entries: readonly ZipInput[]) => Uint8Array;
  /**
   * Starts zip helpers for a pack of the `head` entries then `entryCount` more (zipOffThreads); tests pass
   * one that fails or dies.
   */
  readonly zipOffThread: (head: readonly string[], entryCount: number) => ZipOffThread | null;
}

export interface CompileOptions {
  /** The workspace folder. */
  readonly root: string;
  /** Where the pack goes; relative paths are taken from the process's working folder. */
  readonly out: string;
  /** Refuse to write when any card has a warning or two cards share a name. */
  readonly strict?: boolean;
  /** Called after each file is parsed (for a progress bar). */
  readonly onProgress?: (progress: CompileProgress) => void;
  /**
   * Stops between batches of files (a few milliseconds apart), or once zipping ends; the pack is then not
   * written. Only a compile already writing its pack finishes.
   */
  readonly signal?: AbortSignal;
  readonly deps?: Partial<CompileDeps>;
  /**
   * Fill and deflate the zip on helper threads while parsing (see zipOffThreads). By default only for a
   * workspace of 10,000 card files or more on a machine with a spare core, and never when a test replaces
   * `deps.zip`. The pack is the same bytes either way.
   */
  readonly zipHelper?: boolean;
}

// Failures live in the pure contract so the renderer shows the same set the host reports.
export type { CompileFailure, CompileFailureCode };

/**
 * Milliseconds spent in each phase of one compile, by the compile's own clock; 0 for a phase it never reached.
 * For the benchmark and anyone scripting `cardsmith compile --json`: where the time of a big pack goes.
 */
export interface CompileTimings {
  /** Checking the workspace is a folder and finding its card files. */
  readonly list: number;
  /** Reading, parsing and laying out every card (its JSON entry and hash). */
  readonly parse: number;
  /** Ordering the cards, checking names and entries, writing the manifest. */
  readonly assemble: number;
  /** adm-zip zipping every entry. */
  readonly zip: number;
  /** Writing the pack beside its target and renaming it over. */
  readonly write: number;
}

export interface CompileResult {
  /** written: the pack is on disk. refused: --strict or a layout problem. failed: an I/O error or abort. */
  readonly status: 'written' | 'refused' | 'failed';
  /** Absolute workspace folder and pack path. */
  readonly root: string;
  readonly packPath: string;
  /** Bytes written; null unless written. */
  readonly packSize: number | null;
  readonly cardCount: number;
  /** Every card warning, files in path order (file paths workspace-relative). */
  readonly warnings: readonly CardWarning[];
  readonly duplicates: readonly DuplicateName[];
  /** Empty when written. Otherwise, everything that stopped the write. */
  readonly failures: readonly CompileFailure[];
  readonly timings: CompileTimings;
  /** True when zip helper threads zipped the pack (see zipOffThreads); false when it was zipped on this thread. */
  readonly zippedOffThread: boolean;
}

const NO_TIME: CompileTimings = { list: 0, parse: 0, assemble: 0, zip: 0, write: 0 };

const CANCELLED: CompileFailure = { file: null, code: 'aborted', message: 'compile was cancelled' };

function writeErrorText(error: unknown, packPath: string): string {
  const folderMissing = errnoCode(error) === 'ENOENT' ? ` (does the folder ${path.dirname(packPath)} exist?)` : '';
  return `${errorMessage(error)}${folderMissing}`;
}

/**
 * Why the pack cannot be written at `packPath`, or null when it can: a folder is in the way, or a file cannot be
 * created beside it (a missing or read-only folder). Tried on the disk itself with an empty temporary file, removed
 * at once (not through the compile's PackFs, whose test doubles act on the pack's own write).
 */
async function outputProblem(packPath: string): Promise<string | null> {
  const existing = await stat(packPath).catch(() => null);
  if (existing?.isDirectory()) return 'it is a folder';
  const probe = tempPathFor(packPath);
  try {
    await (await open(probe, 'wx')).close();
  } catch (error) {
    return writeErrorText(error, packPath);
  }
  await rm(probe, { force: true }).catch(() => undefined);
  return null;
}

/** Card files read, parsed and laid out together (see packFiles): a few milliseconds of work. */
const BATCH_FILES = 64;

/**
 * Below this many card files helper threads cost more than they save (each one's start, 0.1-0.5 s of CPU, and
 * sharing two CPUs). Measured with two helpers, median of 7 (without → with, built JavaScript): 2,000 files
 * 512 → 709 ms, 5,000 1,155 → 1,274 ms, 10,000 2,501 → 2,057 ms, 20,000 4,626 → 3,940 ms; through tsx, as the
 * CLI runs, 10,000 files 2,475 → 2,589 ms (even, within the noise) and 20,000 5,139 → 4,340 ms.
 */
const ZIP_HELPER_MIN_FILES = 10_000;

function wantsZipHelper(options: CompileOptions, fileCount: number): boolean {
  if (options.zipHelper !== undefined) return options.zipHelper;
  return !options.deps?.zip && fileCount >= ZIP_HELPER_MIN_FILES && availableParallelism() > 1;
}

/**
 * Card files in the order their entries sit in the pack (assemblePack's order), so each batch of laid-out
 * cards can go to a zip helper as soon as it is ready.
 */
function inPackOrder(root: string, files: readonly string[]): string[] {
  const keyed = files.map((file) => ({ file, entry: entryPathFor(relativeSource(root, file)) }));
  keyed.sort((a, b) => byCodeUnit(a.entry, b.entry));
  return keyed.map((k) => k.file);
}

/**
 * Compiles every card file of a workspace, in every registered format, into one pack zip.
 * Never throws: every outcome, failures included, is a CompileResult. The pack is written atomically,
 * so on any failure an earlier pack at `out` is left exactly as it was.
 */
export async function compileWorkspace(options: CompileOptions): Promise<CompileResult> {
  // What the compile started (zip helpers): stopped however it ends.
  const cleanups: (() => void)[] = [];
  try {
    return await compile(options, cleanups);
  } catch (error) {
    return {
      status: 'failed',
      root: path.resolve(options.root),
      packPath: path.resolve(options.out),
      packSize: null,
      cardCount: 0,
      warnings: [],
      duplicates: [],
      failures: [
        { file: null, code: 'internal-error', message: `compile failed unexpectedly: ${errorMessage(error)}` },
      ],
      timings: NO_TIME,
      zippedOffThread: false,
    };
  } finally {
    for (const cleanup of cleanups) cleanup();
  }
}

async function compile(options: CompileOptions, cleanups: (() => void)[]): Promise<CompileResult> {
  const deps: CompileDeps = {
    fs: nodePackFs,
    findCardFiles,
    parseCardFile,
    toolVersion: options.deps?.toolVersion ?? toolVersion(),
    now: () => performance.now(),
    zip: zipEntries,
    zipOffThread: zipOffThreads,
    ...options.deps,
  };
  const root = path.resolve(options.root);
  const packPath = path.resolve(options.out);
  const timings: Record<keyof CompileTimings, number> = { ...NO_TIME };
  let phaseStart = deps.now();
  const timed = (phase: keyof CompileTimings): void => {
    const now = deps.now();
    timings[phase] = now - phaseStart;
    phaseStart = now;
  };
  const result = (partial: Partial<CompileResult> & Pick<CompileResult, 'status' | 'failures'>): CompileResult => ({
    root,
    packPath,
    packSize: null,
    cardCount: 0,
    warnings: [],
    duplicates: [],
    timings: { ...timings },
    zippedOffThread: false,
    ...partial,
  });

  const isFolder = await deps.fs.stat(root).then(
    (s) => s.isDirectory,
    () => false,
  );
  if (!isFolder) {
    return result({ status: 'failed', failures: [{ file: root, code: 'not-a-folder', message: 'is not a folder' }] });
  }

  // Before any card is read: a pack that cannot be written should say so now, not after minutes of parsing.
  const unwritable = await outputProblem(packPath);
  if (unwritable) {
    return result({
      status: 'failed',
      failures: [{ file: packPath, code: 'write-failed', message: `could not write the pack: ${unwritable}` }],
    });
  }

  let files: string[];
  try {
    files = await deps.findCardFiles([root]);
  } catch (error) {
    return result({
      status: 'failed',
      failures: [{ file: root, code: 'read-failed', message: `could not list the card files: ${errorMessage(error)}` }],
    });
  }

  timed('list');
  const total = files.length;
  let done = 0;
  const onCard = (file: string): void => {
    done++;
    try {
      options.onProgress?.({ done, total, file });
    } catch {
      // A broken progress display must not break the compile.
    }
  };
  const packed: PackedCard[] = [];
  const failures: CompileFailure[] = [];
  /** Binary files named like cards: no card, one warning each. */
  const skipped: CardWarning[] = [];
  // The manifest heads the pack but is known only at the end: the (first) helper keeps its place until then.
  const helper = wantsZipHelper(options, total) ? deps.zipOffThread([MANIFEST_ENTRY], total) : null;
  if (helper) {
    // Fed in pack order (elsewhere the order does not matter: assemblePack sorts).
    files = inPackOrder(root, files);
    // A cancel must not wait for the helpers' zip.
    const stop = (): void => helper.stop();
    options.signal?.addEventListener('abort', stop, { once: true });
    cleanups.push(() => {
      options.signal?.removeEventListener('abort', stop);
      helper.stop();
    });
  }
  // Blocking reads are cheap on a local disk and may be slow on a network one: work in slices of time,
  // with a turn of the event loop between them (progress goes out, a cancel comes in, requests are served).
  const slice = timeSlices(SLICE_MS, deps.now);
  for (let at = 0; at < files.length && !options.signal?.aborted; at += BATCH_FILES) {
    const before = packed.length;
    for (const outcome of packFiles(root, files.slice(at, at + BATCH_FILES), deps)) {
      if (outcome.failure) failures.push(outcome.failure);
      else {
        if (outcome.card) packed.push(outcome.card);
        if (outcome.skipped) skipped.push(outcome.skipped);
        onCard(outcome.source);
      }
    }
    if (helper && packed.length > before) {
      helper.add(packed.slice(before).map((card): ZipInput => ({ path: card.entry, bytes: card.bytes })));
    }
    await slice();
  }
  timed('parse');
  if (options.signal?.aborted) {
    return result({ status: 'failed', failures: [CANCELLED] });
  }
  if (failures.length > 0) {
    // Read failures and parser crashes, by path whatever order the files were listed in.
    failures.sort((a, b) => ((a.file ?? '') < (b.file ?? '') ? -1 : 1));
    return result({ status: 'failed', failures });
  }

  const pack = assemblePack(packed, deps.toolVersion);
  const warnings = skipped.length > 0 ? [...skipped, ...pack.warnings] : pack.warnings;
  const summary = { cardCount: pack.manifest.cardCount, warnings, duplicates: pack.duplicates };
  timed('assemble');

  if (pack.problems.length > 0) {
    const problems = pack.problems.map((p): CompileFailure => ({
      file: p.sources[p.sources.length - 1] ?? null,
      code: p.code,
      message: p.message,
    }));
    return result({ status: 'refused', failures: problems, ...summary });
  }

  if (options.strict) {
    const strict = strictFailures(warnings, pack.duplicates);
    if (strict.length > 0) return result({ status: 'refused', failures: strict, ...summary });
  }

  // The helpers' zip when they made one (the same bytes), else zipped here.
  const zipped = (await helper?.finish(pack.entries)) ?? null;
  if (options.signal?.aborted) return result({ status: 'failed', failures: [CANCELLED], ...summary });
  const bytes = zipped ?? deps.zip(pack.entries);
  timed('zip');
  // Zipping a big pack blocks this thread for seconds: let a cancel sent meanwhile land before writing anything.
  await nextTurn();
  if (options.signal?.aborted) return result({ status: 'failed', failures: [CANCELLED], ...summary });
  try {
    await writeFileAtomic(packPath, bytes, deps.fs);
  } catch (error) {
    timed('write');
    return result({
      status: 'failed',
      failures: [
        {
          file: packPath,
          code: 'write-failed',
          message: `could not write the pack: ${writeErrorText(error, packPath)}`,
        },
      ],
      ...summary,
    });
  }
  timed('write');
  return result({
    status: 'written',
    failures: [],
    packSize: bytes.length,
    zippedOffThread: zipped !== null,
    ...summary,
  });
}

/** One failure per file with warnings and per duplicated name: what --strict refuses over. */
function strictFailures(warnings: readonly CardWarning[], duplicates: readonly DuplicateName[]): CompileFailure[] {
  const perFile = new Map<string, number>();
  for (const w of warnings) perFile.set(w.file, (perFile.get(w.file) ?? 0) + 1);
  const failures: CompileFailure[] = [...perFile].map(([file, count]) => ({
    file,
    code: 'strict',
    message: `has ${count} warning${count === 1 ? '' : 's'}`,
  }));
  for (const d of duplicates) {
    failures.push({
      file: d.sources[0] ?? null,
      code: 'strict',
      message: `defines ${JSON.stringify(d.name)}, also defined in ${d.sources.slice(1).join(', ')}`,
    });
  }
  return failures;
}
