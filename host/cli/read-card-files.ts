import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ParseResult } from '../../engine/format/card-format.js';
import { cardFormats, isCardFile, parseCardFile } from '../../engine/format/formats.js';
import { errorMessage } from '../error-message.js';
import { findCardFiles } from '../workspace/card-files.js';
import type { CliIo } from './command.js';

/** The card file endings, for messages: `.card or .card.json`. */
export const CARD_EXTENSIONS = cardFormats.flatMap((f) => f.extensions).join(' or ');

export interface ReadCardFile {
  /** As shown to the user: relative to where the command runs, with `/` on every system. */
  readonly path: string;
  readonly result: ParseResult;
}

/**
 * The card files of the paths a command was given (folders searched recursively, the current folder when none),
 * each read and parsed. What cannot be found or read is reported on stderr as `cardsmith <command>: ...` and makes
 * `ioError` true; the rest is still read. Shared by `check` and `coverage`, so both see the same files.
 */
export async function readCardFiles(
  command: string,
  given: readonly string[],
  io: CliIo,
): Promise<{ files: ReadCardFile[]; ioError: boolean }> {
  const paths = given.length > 0 ? given : ['.'];
  let ioError = false;
  const found: string[] = [];
  const seen = new Set<string>();
  for (const shown of paths) {
    const absolute = path.resolve(io.cwd, shown);
    const info = await stat(absolute).catch(() => null);
    if (!info) {
      io.err(`cardsmith ${command}: ${shown}: no such file or folder\n`);
      ioError = true;
      continue;
    }
    if (!info.isDirectory() && !isCardFile(absolute)) {
      io.err(`cardsmith ${command}: ${shown}: not a card file (expected ${CARD_EXTENSIONS})\n`);
      ioError = true;
      continue;
    }
    try {
      for (const file of await findCardFiles([absolute])) {
        if (seen.has(file)) continue;
        seen.add(file);
        found.push(file);
      }
    } catch (error) {
      io.err(`cardsmith ${command}: ${shown}: ${errorMessage(error)}\n`);
      ioError = true;
    }
  }

  const files: ReadCardFile[] = [];
  for (const file of found) {
    const shown = displayPath(io.cwd, file);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      io.err(`cardsmith ${command}: ${shown}: cannot read: ${errorMessage(error)}\n`);
      ioError = true;
      continue;
    }
    const result = parseCardFile(file, text);
    if (result) files.push({ path: shown, result });
  }
  return { files, ioError };
}

/** Paths are shown relative to where the command runs, with `/` on every system. */
export function displayPath(cwd: string, file: string): string {
  const relative = path.relative(cwd, file);
  const shown = relative === '' || relative.startsWith('..') ? file : relative;
  return shown.split(path.sep).join('/');
}
