import type { ZipInput } from '../zip-entries.js';

/** A zip entry holding `content` as UTF-8. Test-only. */
export function textEntry(path: string, content: string): ZipInput {
  return { path, bytes: new TextEncoder().encode(content) };
}

/** True when `zipped` is not null and holds exactly `expected`'s bytes. */
export function sameBytes(zipped: Uint8Array | null, expected: Uint8Array): boolean {
  return zipped !== null && Buffer.from(zipped.buffer, zipped.byteOffset, zipped.byteLength).equals(expected);
}
