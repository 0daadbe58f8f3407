import AdmZip from 'adm-zip';
import { inflateRawSync } from 'node:zlib';
import type { PackError } from '../../engine/packs/pack-error.js';
import { MANIFEST_ENTRY, unsafePathReason } from '../../engine/packs/pack-layout.js';
import { CARD_ENTRY_BOUNDS } from '../../engine/packs/read-pack.js';
import { crc32 } from './crc32.js';
import { errorMessage } from '../error-message.js';

/** Caps that make a hostile zip fail fast instead of exhausting memory. Far above any real pack. */
export interface PackLimits {
  readonly maxPackBytes: number;
  readonly maxEntries: number;
  /** Per entry, uncompressed. A card template is a few KB; the manifest of 30,000 cards a few MB. */
  readonly maxEntryBytes: number;
  /** Per entry other than the manifest, uncompressed: checked before inflating, so a bomb is never expanded. */
  readonly maxCardEntryBytes: number;
  /** All entries together, uncompressed. */
  readonly maxTotalBytes: number;
}

export const DEFAULT_PACK_LIMITS: PackLimits = {
  maxPackBytes: 512 * 1024 * 1024,
  maxEntries: 250_000,
  maxEntryBytes: 64 * 1024 * 1024,
  maxCardEntryBytes: CARD_ENTRY_BOUNDS.maxLength,
  maxTotalBytes: 1024 * 1024 * 1024,
};

export type UnzipResult =
  | { readonly ok: true; readonly entries: ReadonlyMap<string, Uint8Array> }
  | { readonly ok: false; readonly errors: readonly PackError[] };

const STORED = 0;
const DEFLATED = 8;
const FLAG_ENCRYPTED = 1;

function mib(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

/**
 * Unzips a pack without trusting it. Every entry name is checked before anything is inflated, declared
 * sizes are checked against the limits before inflating, inflation itself is capped at the declared size
 * (so a header that lies cannot make it allocate more), and the actual size and CRC must match the header.
 * adm-zip's throws on damaged archives are caught and reported. Never throws.
 */
export function unzipPack(bytes: Uint8Array, limits: PackLimits = DEFAULT_PACK_LIMITS): UnzipResult {
  const fail = (error: PackError): UnzipResult => ({ ok: false, errors: [error] });
  if (bytes.byteLength > limits.maxPackBytes) {
    return fail({
      entry: null,
      code: 'too-large',
      message: `the pack is ${mib(bytes.byteLength)}, more than the ${mib(limits.maxPackBytes)} limit`,
    });
  }
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let entries: AdmZip.IZipEntry[];
  try {
    const zip = new AdmZip(buffer, { noSort: true });
    // Until entries are read, this is the count the end record declares: check it before adm-zip
    // builds an object per entry.
    const declared = zip.getEntryCount();
    if (declared > limits.maxEntries) {
      return fail({
        entry: null,
        code: 'too-many-entries',
        message: `the pack has ${declared} entries, more than the ${limits.maxEntries} limit`,
      });
    }
    entries = zip.getEntries();
  } catch (error) {
    return fail({ entry: null, code: 'corrupt', message: `not a readable zip archive (${errorMessage(error)})` });
  }
  if (entries.length > limits.maxEntries) {
    return fail({
      entry: null,
      code: 'too-many-entries',
      message: `the pack has ${entries.length} entries, more than the ${limits.maxEntries} limit`,
    });
  }

  // Pass 1: names and declared sizes, before inflating a single byte.
  const errors: PackError[] = [];
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const accepted: { name: string; entry: AdmZip.IZipEntry }[] = [];
  const seen = new Set<string>();
  let declaredTotal = 0;
  for (const entry of entries) {
    let name: string;
    try {
      name = decoder.decode(entry.rawEntryName);
    } catch {
      errors.push({
        entry: entry.rawEntryName.toString('latin1'),
        code: 'unsafe-name',
        message: 'the name is not valid UTF-8',
      });
      continue;
    }
    const header = entry.header;
    const unsafe = unsafePathReason(name);
    if (unsafe) {
      errors.push({
        entry: name,
        code: 'unsafe-name',
        message: `${unsafe}; refusing an entry that could escape its folder`,
      });
      continue;
    }
    if (seen.has(name)) {
      errors.push({ entry: name, code: 'duplicate-entry', message: 'appears more than once in the archive' });
      continue;
    }
    seen.add(name);
    if ((header.flags & FLAG_ENCRYPTED) !== 0) {
      errors.push({ entry: name, code: 'unsupported', message: 'is encrypted' });
      continue;
    }
    if (header.method !== STORED && header.method !== DEFLATED) {
      errors.push({
        entry: name,
        code: 'unsupported',
        message: `uses compression method ${header.method}; packs use only stored and deflate`,
      });
      continue;
    }
    const isCard = name !== MANIFEST_ENTRY;
    const cap = isCard ? Math.min(limits.maxEntryBytes, limits.maxCardEntryBytes) : limits.maxEntryBytes;
    if (header.size > cap) {
      errors.push({
        entry: name,
        code: 'too-large',
        message: `declares ${mib(header.size)} uncompressed, more than the ${mib(cap)} limit per ${isCard ? 'card entry' : 'entry'}`,
      });
      continue;
    }
    declaredTotal += header.size;
    accepted.push({ name, entry });
  }
  if (declaredTotal > limits.maxTotalBytes) {
    errors.push({
      entry: null,
      code: 'too-large',
      message: `the entries declare ${mib(declaredTotal)} uncompressed in all, more than the ${mib(limits.maxTotalBytes)} limit`,
    });
  }
  if (errors.length > 0) return { ok: false, errors };

  // Pass 2: inflate, each capped at its declared size.
  const out = new Map<string, Uint8Array>();
  for (const { name, entry } of accepted) {
    const header = entry.header;
    let data: Buffer;
    try {
      const compressed = entry.getCompressedData();
      if (header.method === STORED) {
        data = compressed;
      } else {
        // maxOutputLength must be at least 1; a longer result then fails the size check below.
        data = inflateRawSync(compressed, { maxOutputLength: Math.max(1, header.size) });
      }
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      errors.push(
        code === 'ERR_BUFFER_TOO_LARGE'
          ? {
              entry: name,
              code: 'size-mismatch',
              message: `inflates to more than the ${header.size} bytes its header declares`,
            }
          : {
              entry: name,
              code: 'corrupt',
              message: `cannot be read (${errorMessage(error)}); the archive is damaged or truncated`,
            },
      );
      continue;
    }
    if (data.length !== header.size) {
      errors.push({
        entry: name,
        code: 'size-mismatch',
        message: `is ${data.length} bytes but its header declares ${header.size}`,
      });
      continue;
    }
    if (crc32(data) !== header.crc) {
      errors.push({ entry: name, code: 'bad-crc', message: 'fails its CRC check; the archive is damaged' });
      continue;
    }
    out.set(name, data);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, entries: out };
}
