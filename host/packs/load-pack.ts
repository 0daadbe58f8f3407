import type { CardTemplate } from '../../engine/templates/card-template.js';
import type { PackManifest } from '../../engine/packs/manifest.js';
import type { PackError } from '../../engine/packs/pack-error.js';
import { readPack, type ReadPackResult } from '../../engine/packs/read-pack.js';
import { nodePackFs, type PackFs } from './pack-fs.js';
import { sha256 } from './sha256.js';
import { DEFAULT_PACK_LIMITS, unzipPack, type PackLimits } from './unzip-pack.js';
import { errorMessage } from '../error-message.js';

export type LoadPackResult = ReadPackResult;

export interface LoadPackOptions {
  readonly limits?: Partial<PackLimits>;
  readonly fs?: PackFs;
}

/** A pack that passed every check, with the verified bytes of each entry (for extraction). */
export type OpenPackResult =
  | {
      readonly ok: true;
      readonly manifest: PackManifest;
      readonly templates: readonly CardTemplate[];
      readonly entries: ReadonlyMap<string, Uint8Array>;
    }
  | { readonly ok: false; readonly errors: readonly PackError[]; readonly manifest: PackManifest | null };

function failed(error: PackError): OpenPackResult {
  return { ok: false, errors: [error], manifest: null };
}

/** Reads, unzips and verifies a pack, keeping the entry bytes. Never throws. */
export async function openPack(pack: Uint8Array | string, options: LoadPackOptions = {}): Promise<OpenPackResult> {
  const limits: PackLimits = { ...DEFAULT_PACK_LIMITS, ...options.limits };
  let bytes: Uint8Array;
  if (typeof pack === 'string') {
    const fs = options.fs ?? nodePackFs;
    try {
      const info = await fs.stat(pack);
      if (!info.isFile) return failed({ entry: null, code: 'io', message: `${pack} is not a file` });
      // Check the size before reading, so a huge file is never pulled into memory.
      if (info.size > limits.maxPackBytes) {
        return failed({
          entry: null,
          code: 'too-large',
          message: `${pack} is ${info.size} bytes, more than the ${limits.maxPackBytes}-byte limit for a pack`,
        });
      }
      bytes = await fs.readFile(pack);
    } catch (error) {
      const why = errorMessage(error);
      return failed({ entry: null, code: 'io', message: `cannot read ${pack}: ${why}` });
    }
  } else {
    bytes = pack;
  }
  const unzipped = unzipPack(bytes, limits);
  if (!unzipped.ok) return { ok: false, errors: unzipped.errors, manifest: null };
  const read = readPack(unzipped.entries, sha256);
  return read.ok ? { ...read, entries: unzipped.entries } : read;
}

/**
 * Loads a pack (its bytes, or a path to it) as untrusted input and gives back the manifest and exactly the
 * templates that were compiled, in manifest order; or every problem found, each naming its entry.
 * Never throws and never writes anything.
 */
export async function loadPack(pack: Uint8Array | string, options: LoadPackOptions = {}): Promise<LoadPackResult> {
  const opened = await openPack(pack, options);
  if (!opened.ok) return opened;
  return { ok: true, manifest: opened.manifest, templates: opened.templates };
}
