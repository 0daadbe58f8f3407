/**
 * Joins zips made by PackZip (adm-zip) from consecutive runs of one pack's entries into the zip PackZip would
 * have made from all of them: byte for byte the same. This is what lets two helper threads each zip half a
 * pack. A zip is its entries' local records, then one central directory record per entry, then an end
 * record; only the central records' "offset of the local record" and the end record depend on what came
 * before, so joining is copying the parts and shifting those offsets.
 *
 * Only the classic end record is written (at most 65,535 entries, under 4 GiB): an archive past that needs a
 * ZIP64 end record, and such packs are zipped whole instead. Anything unexpected in a part (another
 * layout, a comment, a count that does not match) gives null, and the caller zips the pack whole.
 */

const END_SIGNATURE = 0x06054b50;
const END_SIZE = 22;
const CENTRAL_SIGNATURE = 0x02014b50;
const CENTRAL_SIZE = 46;
/** Where a central record keeps the offset of its entry's local record. */
const CENTRAL_LOCAL_OFFSET = 42;
const MAX_CLASSIC_ENTRIES = 0xffff;
const MAX_CLASSIC_OFFSET = 0xffffffff;

/** One part read back: its entries' local records, its central records, and how many entries it holds. */
interface ZipPart {
  readonly records: Uint8Array;
  readonly central: Uint8Array;
  readonly count: number;
  /** Where each central record starts within `central`. */
  readonly starts: readonly number[];
}

export function joinZips(parts: readonly Uint8Array[]): Uint8Array | null {
  const read: ZipPart[] = [];
  let recordsSize = 0;
  let centralSize = 0;
  let count = 0;
  for (const part of parts) {
    const zip = readPart(part);
    if (!zip) return null;
    read.push(zip);
    recordsSize += zip.records.byteLength;
    centralSize += zip.central.byteLength;
    count += zip.count;
  }
  if (count > MAX_CLASSIC_ENTRIES || recordsSize + centralSize > MAX_CLASSIC_OFFSET) return null;

  const out = new Uint8Array(recordsSize + centralSize + END_SIZE);
  const view = new DataView(out.buffer);
  let at = 0;
  for (const zip of read) {
    out.set(zip.records, at);
    at += zip.records.byteLength;
  }
  let before = 0;
  for (const zip of read) {
    out.set(zip.central, at);
    for (const start of zip.starts) {
      const field = at + start + CENTRAL_LOCAL_OFFSET;
      view.setUint32(field, view.getUint32(field, true) + before, true);
    }
    at += zip.central.byteLength;
    before += zip.records.byteLength;
  }
  // The end record adm-zip writes: no disks, every entry on this one, no comment.
  view.setUint32(at, END_SIGNATURE, true);
  view.setUint16(at + 8, count, true);
  view.setUint16(at + 10, count, true);
  view.setUint32(at + 12, centralSize, true);
  view.setUint32(at + 16, recordsSize, true);
  return out;
}

/** A part's records, or null unless it is exactly records, central records and a classic end record. */
function readPart(bytes: Uint8Array): ZipPart | null {
  if (bytes.byteLength < END_SIZE) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes.byteLength - END_SIZE;
  if (view.getUint32(end, true) !== END_SIGNATURE) return null;
  const disks = view.getUint32(end + 4, true);
  const onThisDisk = view.getUint16(end + 8, true);
  const count = view.getUint16(end + 10, true);
  const centralSize = view.getUint32(end + 12, true);
  const centralStart = view.getUint32(end + 16, true);
  const commentLength = view.getUint16(end + 20, true);
  if (disks !== 0 || onThisDisk !== count || commentLength !== 0 || centralStart + centralSize !== end) return null;

  const starts: number[] = [];
  let at = centralStart;
  while (at < end) {
    if (at + CENTRAL_SIZE > end || view.getUint32(at, true) !== CENTRAL_SIGNATURE) return null;
    const local = view.getUint32(at + CENTRAL_LOCAL_OFFSET, true);
    if (local >= centralStart) return null;
    starts.push(at - centralStart);
    at += CENTRAL_SIZE + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  if (at !== end || starts.length !== count) return null;
  return {
    records: bytes.subarray(0, centralStart),
    central: bytes.subarray(centralStart, end),
    count,
    starts,
  };
}
