import { closeSync, constants, fstatSync, openSync, readFileSync } from 'node:fs';
import type { CardWarning } from '../../engine/diagnostics.js';
import { formatForPath } from '../../engine/format/formats.js';
import type { CardTemplate } from '../../engine/templates/card-template.js';
import { errorMessage } from '../error-message.js';

/** A warning without its file: the caller knows the file (and the check cache keeps warnings this way). */
export type FileWarning = Omit<CardWarning, 'file'>;

/** How a file's text is read; tests pass one that fails for some files. */
export type ReadText = (file: string) => string;

export const READ_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/**
 * Reads a regular file only, opened without blocking: a named pipe given as `f.card` or `f.scenario` is refused
 * instead of waiting forever for a writer (the workspace reads the app's files the same way).
 */
export const readRegularFile: ReadText = (file) => {
  const fd = openSync(file, READ_FLAGS);
  try {
    if (!fstatSync(fd).isFile()) throw new Error('not a regular file (a pipe, device or socket)');
    return readFileSync(fd, 'utf8');
  } finally {
    closeSync(fd);
  }
};

// Node takes numeric open flags here (fs.open's `flags`); its typings only list the string forms.
const LISTED_OPTIONS = { encoding: 'utf8', flag: READ_FLAGS as unknown as string } as const;

/**
 * Reads a file a folder's walk listed as a regular file, in one call (opening, checking and closing separately was
 * a quarter of a check's time when its warnings come from the cache). Opened without blocking too, so a file
 * swapped for a pipe since the listing reads as empty instead of waiting.
 */
export const readListedFile: ReadText = (file) => readFileSync(file, LISTED_OPTIONS);

/** One card file to parse: read from `file` unless its `text` was read already. */
export interface ParseTask {
  /** Absolute. */
  readonly file: string;
  readonly text?: string;
  /** Given by name (not found in a folder): it may be a pipe or a device, so it is checked before it is read. */
  readonly named?: boolean;
}

/** What parsing one file gave: its warnings (and its card when asked for), or why it has none. */
export type ParsedFile =
  | { readonly warnings: readonly FileWarning[]; readonly card?: CardTemplate }
  /** The file could not be read (the message says why). */
  | { readonly unreadable: string }
  /** The parser threw, which it never should: a bug, reported with the file instead of ending the command. */
  | { readonly failed: string };

/**
 * Reads and parses one card file, never throwing: the same on the main thread and in a worker of the parse pool
 * (host/cli/parse-pool.ts), so both give the same output. The card is kept only when `withCard` (check --json):
 * sending 30,000 templates between threads costs more than the warnings.
 */
export function parseTask(task: ParseTask, withCard: boolean): ParsedFile {
  let text = task.text;
  if (text === undefined) {
    try {
      text = task.named ? readRegularFile(task.file) : readListedFile(task.file);
    } catch (error) {
      return { unreadable: errorMessage(error) };
    }
  }
  try {
    const format = formatForPath(task.file);
    if (!format) return { failed: 'no card format reads this file' };
    const result = format.parse(text, task.file);
    const warnings = result.warnings.map(withoutFile);
    return withCard ? { warnings, card: result.card } : { warnings };
  } catch (error) {
    return { failed: errorMessage(error) };
  }
}

function withoutFile({ line, column, endColumn, code, message }: FileWarning): FileWarning {
  return { line, column, endColumn, code, message };
}
