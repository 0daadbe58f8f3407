import { deflateRawSync } from 'node:zlib';
import { crc32 } from '../crc32.js';

/**
 * Writes zip bytes by hand, so tests can build archives no honest zip tool would: names with `..`,
 * headers that lie about sizes, bad CRCs, odd methods and flags. Test-only.
 */
export interface RawEntry {
  readonly name: string;
  /** The uncompressed content. */
  readonly data: Uint8Array;
  /** 0 stored, 8 deflate (default). */
  readonly method?: number;
  /** Overrides the uncompressed size written in both headers. */
  readonly declaredSize?: number;
  readonly crc?: number;
  readonly flags?: number;
  /** Overrides the bytes stored for the entry. */
  readonly stored?: Uint8Array;
}

export function rawZip(entries: readonly RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const method = e.method ?? 8;
    const body = Buffer.from(e.stored ?? (method === 8 ? deflateRawSync(e.data) : e.data));
    const size = e.declaredSize ?? e.data.length;
    const crc = e.crc ?? crc32(e.data);
    const flags = (e.flags ?? 0) | 0x0800;

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(0x00210000, 10);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size >>> 0, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, body);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(0x0314, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(0x00210000, 12);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size >>> 0, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
