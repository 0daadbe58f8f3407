import path from 'node:path';
import type { ParseResult } from '../../engine/format/card-format.js';
import { isCardFile, parseCardFile } from '../../engine/format/formats.js';
import { CARD_EXTENSIONS, skippedMessage, type SkippedFiles } from '../../engine/format/skipped-files.js';
import { errorMessage } from '../error-message.js';
import { findFiles, type ListingProblem } from '../workspace/card-files.js';
import { timeSlices } from '../workspace/time-slices.js';
import type { CliIo } from './command.js';
import { readListedFile, readRegularFile, type ReadText } from './parse-card-task.js';

export { CARD_EXTENSIONS };
export type { ReadText };

export interface ReadCardFile {
  /** As shown to the user: relative to where the command runs, with `/` on every system. */
  readonly path: string;
  readonly absolute: string;
  readonly result: ParseResult;
}

/** A path that could not be searched or a file that could not be read: the place, a stable code, a message. */
export interface FileProblem {
  /** As shown to the user (see ReadCardFile.path). */
  readonly path: string;
  /**
   * `no-card-files`: a folder given with no card file anywhere inside (see CardFilesRead.skipped for why).
   * `unparsable`: the parser failed on the file (a bug: it never throws on any input).
   */
  readonly code: ListingProblem['code'] | 'unreadable' | 'no-card-files' | 'unparsable';
  readonly message: string;
}

/** What a folder command read. New counts belong here. */
export interface CardFilesRead {
  readonly files: ReadCardFile[];
  readonly problems: FileProblem[];
  /** Files in the folders searched that no card format reads (a folder of `.txt` cards), by ending. */
  readonly skipped: SkippedFiles;
  /** Some path could not be searched or some file read: the command exits 2. */
  readonly ioError: boolean;
}

/**
 * How the files found for `given` are read: a folder's walk takes only entries listed as regular files, so each is
 * read in one call; only a file given by name may be a pipe or a device, so it goes through readRegularFile's check.
 */
export function readerFor(named: ReadonlySet<string>): ReadText {
  return (file) => (named.has(file) ? readRegularFile(file) : readListedFile(file));
}

/**
 * Files read per batch: the batch is read, then handed on, so the reader's and the parser's code each stay hot
 * (the compile measured the same for its batches of 64).
 */
const BATCH_FILES = 64;

/**
 * Reads `files` with blocking reads, `BATCH_FILES` at a time, giving the event loop a turn every few
 * milliseconds (a Ctrl+C still lands). Measured on 30,000 small card files: blocking reads 1.3-1.7 s on a loaded
 * 2-core machine against 3.2-19 s for a pool of 4 to 64 concurrent promise reads. `use` gets each file's text, in
 * order; `failed` each file that could not be read.
 */
export async function readFiles(
  files: readonly string[],
  use: (file: string, text: string) => void,
  failed: (file: string, error: unknown) => void,
  readText: ReadText = readRegularFile,
): Promise<void> {
  const slice = timeSlices();
  const texts: (string | null)[] = [];
  for (let at = 0; at < files.length; at += BATCH_FILES) {
    const end = Math.min(at + BATCH_FILES, files.length);
    texts.length = 0;
    for (let i = at; i < end; i++) {
      const file = files[i] as string;
      try {
        texts.push(readText(file));
      } catch (error) {
        texts.push(null);
        failed(file, error);
      }
    }
    for (let i = at; i < end; i++) {
      const text = texts[i - at];
      if (text !== null && text !== undefined) use(files[i] as string, text);
    }
    await slice();
  }
}

/**
 * The card files of the paths a command was given (folders searched recursively, the current folder when none),
 * each read and parsed: one linear pass, in the order of the paths, each folder sorted by name. What cannot be
 * found or read, and a folder with no card file at all, is reported on stderr as
 * `cardsmith <command>: <path>: <message>`, returned as a problem, and makes `ioError` true; the rest is still
 * read. Files passed over for not being card files are counted on stderr with how to make them card files. The one way every folder command reads card files, so all of
 * them see the same files.
 */
export async function readCardFiles(
  command: string,
  given: readonly string[],
  io: CliIo,
  readText?: ReadText,
): Promise<CardFilesRead> {
  const read = await loadCardFiles(given, io.cwd, readText);
  reportRead(command, read, io);
  return read;
}

/** readCardFiles without printing: for callers that report problems their own way. */
export async function loadCardFiles(
  given: readonly string[],
  cwd: string,
  readText?: ReadText,
): Promise<CardFilesRead> {
  const files: ReadCardFile[] = [];
  const { problems, skipped, ioError } = await visitCardFiles(given, cwd, (file) => files.push(file), readText);
  return { files, problems, skipped, ioError };
}

/**
 * readCardFiles one file at a time: `visit` gets each card file as soon as it is parsed, and nothing is kept,
 * so a command that only prints (check) does not hold 30,000 parsed cards in memory (measured: their garbage
 * collection cost more than the parse).
 */
export async function visitCardFiles(
  given: readonly string[],
  cwd: string,
  visit: (file: ReadCardFile) => void,
  readText?: ReadText,
): Promise<Omit<CardFilesRead, 'files'>> {
  return visitCardTexts(
    given,
    cwd,
    (absolute, text) => {
      const result = parseCardFile(absolute, text);
      if (result) visit({ path: displayPath(cwd, absolute), absolute, result });
    },
    readText,
  );
}

/**
 * Finds and reads the card files as visitCardFiles does, handing on each file's text unparsed: for a caller that
 * may not need to parse it (check with its cache of warnings).
 */
export async function visitCardTexts(
  given: readonly string[],
  cwd: string,
  visit: (absolute: string, text: string) => void,
  readText?: ReadText,
): Promise<Omit<CardFilesRead, 'files'>> {
  const { files, named, problems, skipped } = await listCardFiles(given, cwd);
  await readFiles(
    files,
    visit,
    (absolute, error) => problems.push(unreadable(cwd, absolute, errorMessage(error))),
    readText ?? readerFor(named),
  );
  return { problems, skipped, ioError: problems.length > 0 };
}

/** The card files of what a folder command was given, not yet read. */
export interface ListedCardFiles {
  /** Absolute, in the order the files are read and reported (see readCardFiles). */
  readonly files: string[];
  /** The files given by name rather than found in a folder (see ParseTask.named). */
  readonly named: ReadonlySet<string>;
  /** Paths that could not be searched and folders without card files; a caller adds the files it cannot read. */
  readonly problems: FileProblem[];
  readonly skipped: SkippedFiles;
}

/** Finds the card files of `given` (the current folder when none), as readCardFiles does, without reading them. */
export async function listCardFiles(given: readonly string[], cwd: string): Promise<ListedCardFiles> {
  const paths = given.length > 0 ? given : ['.'];
  const found = await findFiles(paths, isCardFile, cwd);
  const problems = listingProblems(found.problems, cwd, `not a card file (expected ${CARD_EXTENSIONS})`);
  for (const folder of found.emptyFolders) {
    problems.push({ path: folder, code: 'no-card-files', message: `no card files (they end in ${CARD_EXTENSIONS})` });
  }
  const named = new Set(paths.map((p) => path.resolve(cwd, p)));
  return { files: found.files, named, problems, skipped: found.skipped };
}

/** The problem of a file that could not be read: `message` says why. */
export function unreadable(cwd: string, absolute: string, message: string): FileProblem {
  return { path: displayPath(cwd, absolute), code: 'unreadable', message: `cannot read: ${message}` };
}

/** What readCardFiles reports: each problem (see reportProblems), then the files skipped for not being card files. */
export function reportRead(command: string, read: Omit<CardFilesRead, 'files'>, io: CliIo): void {
  reportProblems(command, read.problems, io);
  const skipped = skippedMessage(read.skipped);
  if (skipped !== null) io.err(`cardsmith ${command}: ${skipped}\n`);
}

/** The walker's problems as shown to the user; `notWanted` says what a file given by name should have been. */
export function listingProblems(problems: readonly ListingProblem[], cwd: string, notWanted: string): FileProblem[] {
  return problems.map((p) => ({
    path: p.code === 'unlistable' ? displayPath(cwd, p.path) : p.path,
    code: p.code,
    message: p.code === 'not-wanted' ? notWanted : p.message,
  }));
}

/** Each problem as `cardsmith <command>: <path>: <message>` on stderr, in one write. */
export function reportProblems(command: string, problems: readonly FileProblem[], io: CliIo): void {
  if (problems.length > 0) io.err(problems.map((p) => `cardsmith ${command}: ${p.path}: ${p.message}\n`).join(''));
}

/**
 * Paths are shown relative to where the command runs, with `/` on every system; paths outside it in full.
 * Files under `cwd` are sliced rather than passed through path.relative, which is slow over many files.
 */
export function displayPath(cwd: string, file: string): string {
  const prefix = cwd.endsWith(path.sep) ? cwd : cwd + path.sep;
  let shown: string;
  if (file.startsWith(prefix)) shown = file.slice(prefix.length);
  else {
    const relative = path.relative(cwd, file);
    shown = relative === '' || relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
  }
  return path.sep === '/' ? shown : shown.split(path.sep).join('/');
}
