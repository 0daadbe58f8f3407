import AdmZip from 'adm-zip';

/**
 * The zip settings of every pack, shared by the compiler and the benchmark's floor so both pay the same
 * zip cost. Everything adm-zip would take from the clock, the platform or the locale is pinned, so the
 * same entries always give the same bytes.
 */

/** 1980-01-01 00:00:00, the earliest DOS time. Built from local fields because DOS times are local. */
const FIXED_TIME = new Date(1980, 0, 1, 0, 0, 0);
/** "Made by" Unix, zip spec 2.0; adm-zip would otherwise say Windows or Unix depending on the host. */
const MADE_BY_UNIX = (3 << 8) | 20;
/** A regular file, rw-r--r--. */
const FILE_ATTR = (0o100644 << 16) >>> 0;

export interface ZipInput {
  readonly path: string;
  readonly bytes: Uint8Array;
}

/** Zips entries in the order given (no re-sorting: adm-zip's own sort is locale-dependent), deflated. */
export function zipEntries(entries: readonly ZipInput[]): Buffer {
  const zip = new AdmZip(undefined, { noSort: true });
  for (const { path, bytes } of entries) {
    const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const entry = zip.addFile(path, data, '', 0o644);
    entry.header.time = FIXED_TIME;
    entry.header.made = MADE_BY_UNIX;
    entry.attr = FILE_ATTR;
  }
  return zip.toBuffer();
}
