import path from 'node:path';
import type { CompileFailureCode } from '../contract.js';
import type { ParseResult } from '../../engine/format/card-format.js';
import { packCard, type PackedCard } from '../../engine/packs/build-pack.js';
import type { PackFs } from './pack-fs.js';
import { sha256 } from './sha256.js';
import { errnoCode, errorMessage } from '../error-message.js';

/** Why a pack was not written, with the file it is about (workspace-relative, or the pack path). */
export interface CompileFailure {
  readonly file: string | null;
  readonly code: CompileFailureCode;
  readonly message: string;
}

/** What reading and parsing a batch needs; compile's tests replace the file system or the parser. */
export interface BatchDeps {
  readonly fs: PackFs;
  readonly parseCardFile: (path: string, text: string) => ParseResult | null;
}

/** A batch of card files read, parsed and laid out for the pack, with whatever went wrong on the way. */
export interface BatchOutcome {
  readonly cards: PackedCard[];
  readonly failures: CompileFailure[];
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

/** A batch of card files read into text; files that could not be read are failures already. */
export interface ReadBatch {
  readonly texts: readonly { readonly source: string; readonly text: string }[];
  readonly failures: CompileFailure[];
}

function decode(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
}

/** Reads one batch of card files through `deps.fs`, in the order given. Never throws. */
export function readBatch(root: string, files: readonly string[], deps: BatchDeps): ReadBatch {
  const texts: { source: string; text: string }[] = [];
  const failures: CompileFailure[] = [];
  for (const file of files) {
    const source = relativeSource(root, file);
    try {
      const bytes = deps.fs.readFileSync(path.isAbsolute(file) ? file : path.resolve(root, file));
      texts.push({ source, text: decode(bytes) });
    } catch (error) {
      failures.push({ file: source, code: 'read-failed', message: `could not be read: ${readErrorText(error)}` });
    }
  }
  return { texts, failures };
}

/**
 * Parses and packs a batch that has been read, in one tight loop. Never throws: a card that crashes the
 * parser becomes a failure naming it. `onCard` is told of each card finished.
 */
export function packBatch(read: ReadBatch, deps: BatchDeps, onCard?: (source: string) => void): BatchOutcome {
  const failures = [...read.failures];
  const cards: PackedCard[] = [];
  for (const item of read.texts) {
    try {
      const parsed = deps.parseCardFile(item.source, item.text);
      // Lay the card out now, so the whole-pack step at the end only orders and assembles.
      if (parsed) cards.push(packCard({ source: item.source, result: parsed }, sha256));
    } catch (error) {
      failures.push({
        file: item.source,
        code: 'internal-error',
        message: `the parser crashed: ${errorMessage(error)}`,
      });
      continue;
    }
    onCard?.(item.source);
  }
  return { cards, failures };
}
