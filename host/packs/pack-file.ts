import path from 'node:path';
import type { CompileFailure } from '../contract.js';
import type { ParseResult } from '../../engine/format/card-format.js';
import { packCard, type PackedCard } from '../../engine/packs/build-pack.js';
import type { PackFs } from './pack-fs.js';
import { sha256 } from './sha256.js';
import { errnoCode, errorMessage } from '../error-message.js';

/** What reading and parsing a card file needs; compile's tests replace the file system or the parser. */
export interface PackFileDeps {
  readonly fs: PackFs;
  readonly parseCardFile: (path: string, text: string) => ParseResult | null;
}

/**
 * One card file read, parsed and laid out for the pack. `card` is null when no format reads the file;
 * `failure` says why it could not be read or parsed.
 */
export interface FileOutcome {
  /** Workspace-relative and `/`-separated. */
  readonly source: string;
  readonly card: PackedCard | null;
  readonly failure: CompileFailure | null;
}

/** A file listed a moment ago and now gone was deleted or moved mid-compile; say so in words. */
function readErrorText(error: unknown): string {
  return errnoCode(error) === 'ENOENT' ? 'it was deleted or moved while compiling' : errorMessage(error);
}

/** Workspace-relative and `/`-separated, as packs, manifests and warnings name files. */
export function relativeSource(root: string, file: string): string {
  // Listed files are absolute paths under the root: slicing is exact there, and path.relative is slow.
  const relative =
    file.startsWith(root) && file[root.length] === path.sep
      ? file.slice(root.length + 1)
      : path.relative(root, path.resolve(root, file));
  return path.sep === '/' ? relative : relative.split(path.sep).join('/');
}

/** Reads, parses and lays out one card file (read with `fs.readFileSync`: see PackFs). Never throws. */
export function packFile(root: string, file: string, deps: PackFileDeps): FileOutcome {
  const source = relativeSource(root, file);
  let text: string;
  try {
    const bytes = deps.fs.readFileSync(path.isAbsolute(file) ? file : path.resolve(root, file));
    text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  } catch (error) {
    const message = `could not be read: ${readErrorText(error)}`;
    return { source, card: null, failure: { file: source, code: 'read-failed', message } };
  }
  try {
    const parsed = deps.parseCardFile(source, text);
    // Lay the card out now, so the whole-pack step at the end only orders and assembles.
    return { source, card: parsed ? packCard({ source, result: parsed }, sha256) : null, failure: null };
  } catch (error) {
    const message = `the parser crashed: ${errorMessage(error)}`;
    return { source, card: null, failure: { file: source, code: 'internal-error', message } };
  }
}
