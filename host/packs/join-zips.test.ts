import AdmZip from 'adm-zip';
import { describe, expect, it } from 'vitest';
import { joinZips } from './join-zips.js';
import { rawZip } from './testing/raw-zip.js';
import { zipEntries, type ZipInput } from './zip-entries.js';
import { textEntry, sameBytes } from './testing/zip-input.js';

const ENTRIES: ZipInput[] = [
  textEntry('manifest.json', `${JSON.stringify({ cards: 5, note: 'x'.repeat(5000) }, null, 2)}\n`),
  textEntry('cards/a.json', '{"name":"A"}\n'),
  textEntry('cards/empty.json', ''),
  textEntry('cards/jötun-grunt.json', '{"name":"Jötun Grunt"}\n'),
  textEntry('cards/deep/b.json', `{"name":"B","text":"${'{T}: Add {G}. '.repeat(200)}"}\n`),
  textEntry('cards/z.json', '{"name":"Z"}\n'),
];

/** A zip of `count` nameless, empty, stored entries: only its shape matters here. */
function shapeOnly(count: number): Uint8Array {
  return rawZip(Array.from({ length: count }, () => ({ name: '', data: new Uint8Array(0), method: 0 })));
}

describe('joinZips', () => {
  it('joins zips of consecutive runs of entries into the bytes of one zip of them all, wherever the cuts fall', () => {
    const whole = zipEntries(ENTRIES);
    for (let cut = 0; cut <= ENTRIES.length; cut++) {
      const joined = joinZips([zipEntries(ENTRIES.slice(0, cut)), zipEntries(ENTRIES.slice(cut))]);
      expect(sameBytes(joined, whole), `cut after ${cut}`).toBe(true);
    }
    const inThree = joinZips([
      zipEntries(ENTRIES.slice(0, 2)),
      zipEntries(ENTRIES.slice(2, 3)),
      zipEntries(ENTRIES.slice(3)),
    ]);
    expect(sameBytes(inThree, whole)).toBe(true);
    expect(sameBytes(joinZips([whole]), whole)).toBe(true);
  });

  it('gives a zip adm-zip reads back entry by entry', () => {
    const joined = joinZips([zipEntries(ENTRIES.slice(0, 3)), zipEntries(ENTRIES.slice(3))]);
    if (!joined) throw new Error('not joined');
    const entries = new AdmZip(Buffer.from(joined)).getEntries();
    expect(entries.map((entry) => entry.entryName)).toEqual(ENTRIES.map((entry) => entry.path));
    entries.forEach((entry, i) => expect(entry.getData().equals(Buffer.from(ENTRIES[i]?.bytes ?? []))).toBe(true));
  });

  it('gives null for a part that is not a zip as PackZip lays it out, so the caller zips the pack whole', () => {
    const good = zipEntries(ENTRIES.slice(0, 2));
    const commented = new AdmZip(undefined, { noSort: true });
    commented.addFile('a.json', Buffer.from('{}'));
    commented.addZipComment('made elsewhere');
    const miscounted = Buffer.from(zipEntries(ENTRIES.slice(2)));
    miscounted.writeUInt16LE(9, miscounted.length - 22 + 10);
    const strangers = [
      new Uint8Array(0),
      new TextEncoder().encode('not a zip at all, just some text that is long enough'),
      good.subarray(0, good.length - 1),
      good.subarray(1),
      commented.toBuffer(),
      miscounted,
    ];
    for (const stranger of strangers) expect(joinZips([good, stranger])).toBeNull();
  });

  it('gives null when the joined zip would need a ZIP64 end record (more than 65,535 entries)', () => {
    expect(joinZips([shapeOnly(30_000), shapeOnly(35_535)])).not.toBeNull();
    expect(joinZips([shapeOnly(30_000), shapeOnly(35_536)])).toBeNull();
  });
});
