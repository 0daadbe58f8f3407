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

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export interface PackZipOptions {
  /**
   * Deflate each entry as it is added rather than all of them in toBuffer: the same work and the same bytes,
   * done earlier, so a helper thread filling the zip while the compile parses leaves little for the end.
   */
  readonly deflateOnAdd?: boolean;
}

/**
 * A pack zip built entry by entry, deflated, in the order the entries are added (no re-sorting: adm-zip's own
 * sort is locale-dependent). Adding is half of adm-zip's work (each entry's headers and checksum), so a
 * compile can add cards while it is still parsing others and leave only the compression for the end.
 */
export class PackZip {
  private readonly zip = new AdmZip(undefined, { noSort: true });
  /** adm-zip's own deflate of each entry deflated on add, to undo that when its bytes are replaced. */
  private readonly deflaters = new Map<string, () => Buffer>();

  constructor(private readonly options: PackZipOptions = {}) {}

  add({ path, bytes }: ZipInput): void {
    const entry = this.zip.addFile(path, asBuffer(bytes), '', 0o644);
    entry.header.time = FIXED_TIME;
    entry.header.made = MADE_BY_UNIX;
    entry.attr = FILE_ATTR;
    if (this.options.deflateOnAdd) {
      // adm-zip deflates an entry (and records its compressed size) each time toBuffer asks it for its
      // compressed data: ask now, once, and hand toBuffer the result. A test checks the zip is unchanged.
      const deflate = entry.getCompressedData.bind(entry);
      const deflated = deflate();
      entry.getCompressedData = () => deflated;
      this.deflaters.set(path, deflate);
    }
  }

  /** New bytes for an entry added earlier, which keeps its place (the manifest, known only at the end). */
  replace({ path, bytes }: ZipInput): boolean {
    const entry = this.zip.getEntry(path);
    if (!entry) return false;
    entry.setData(asBuffer(bytes));
    const deflate = this.deflaters.get(path);
    if (deflate) {
      entry.getCompressedData = deflate;
      this.deflaters.delete(path);
    }
    return true;
  }

  toBuffer(): Buffer {
    return this.zip.toBuffer();
  }
}

/** Zips entries in the order given, deflated: one PackZip, all at once. */
export function zipEntries(entries: readonly ZipInput[]): Buffer {
  const zip = new PackZip();
  for (const entry of entries) zip.add(entry);
  return zip.toBuffer();
}
