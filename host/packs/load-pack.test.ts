import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPack } from '../../engine/packs/build-pack.js';
import { canonicalJson } from '../../engine/packs/canonical-json.js';
import type { PackError } from '../../engine/packs/pack-error.js';
import { card, oddity, parsed, shock, warning } from '../../engine/packs/testing/sample-cards.js';
import { loadPack } from './load-pack.js';
import { sha256 } from './sha256.js';
import { rawZip, type RawEntry } from './testing/raw-zip.js';
import { tempWorkspaces } from './testing/workspace.js';
import { zipEntries } from './zip-entries.js';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

/** A genuine pack's entries, to build honest and hostile zips from. */
function goodEntries(): RawEntry[] {
  const pack = buildPack(
    [
      { source: 'shock.card', result: parsed(shock) },
      { source: 'green/elves.card', result: parsed(card()) },
      { source: 'odd.card', result: parsed(oddity, [warning('odd.card', 5)]) },
    ],
    { toolVersion: '1.2.3', sha256 },
  );
  return pack.entries.map((e) => ({ name: e.path, data: e.bytes }));
}

async function errorsOf(bytes: Uint8Array, limits = {}): Promise<readonly PackError[]> {
  const result = await loadPack(bytes, { limits });
  return result.ok ? [] : result.errors;
}

const workspace = tempWorkspaces();

describe('loadPack', () => {
  let good: Buffer;
  beforeAll(() => {
    good = zipEntries(goodEntries().map((e) => ({ path: e.name, bytes: e.data })));
  });

  it('loads a genuine pack from bytes or from a path', async () => {
    const fromBytes = await loadPack(good);
    expect(fromBytes.ok).toBe(true);
    if (!fromBytes.ok) return;
    expect(fromBytes.templates).toEqual([card(), oddity, shock]);
    expect(fromBytes.manifest.toolVersion).toBe('1.2.3');

    const dir = await workspace({});
    const file = path.join(dir, 'pack.zip');
    await writeFile(file, good);
    expect(await loadPack(file)).toEqual(fromBytes);
  });

  it('accepts a hand-written zip of the same entries, stored or deflated', async () => {
    const stored = goodEntries().map((e) => ({ ...e, method: 0 }));
    expect(await errorsOf(rawZip(stored))).toEqual([]);
    expect(await errorsOf(rawZip(goodEntries()))).toEqual([]);
  });

  describe('refuses entry names that could escape a folder, naming each', () => {
    it.each([
      ['../evil.json', '".." segment'],
      ['cards/../../evil.json', '".." segment'],
      ['/etc/cron.d/evil', 'absolute path'],
      ['cards\\..\\evil.json', 'backslash'],
      ['C:/Windows/evil.json', 'drive letter'],
      ['cards/', 'empty segment'],
    ])('%j', async (name, reason) => {
      const errors = await errorsOf(rawZip([...goodEntries(), { name, data: encode('{}') }]));
      expect(errors).toEqual([{ entry: name, code: 'unsafe-name', message: expect.stringContaining(reason) }]);
    });

    it('names that are not UTF-8', async () => {
      const zip = rawZip([...goodEntries(), { name: 'cards/x.json', data: encode('{}') }]);
      // Patch the name's first byte in both headers to an invalid UTF-8 byte.
      let at = zip.indexOf('cards/x.json');
      while (at >= 0) {
        zip[at] = 0xff;
        at = zip.indexOf('cards/x.json', at + 1);
      }
      const errors = await errorsOf(zip);
      expect(errors).toMatchObject([{ code: 'unsafe-name', message: 'the name is not valid UTF-8' }]);
    });
  });

  describe('zip bombs', () => {
    const zeros = new Uint8Array(8 * 1024 * 1024);

    it('refuses an entry whose declared size is over the limit, before inflating it', async () => {
      const errors = await errorsOf(rawZip([...goodEntries(), { name: 'cards/bomb.json', data: zeros }]), {
        maxEntryBytes: 1024 * 1024,
      });
      expect(errors).toEqual([
        {
          entry: 'cards/bomb.json',
          code: 'too-large',
          message: 'declares 8.0 MiB uncompressed, more than the 1.0 MiB limit per card entry',
        },
      ]);
    });

    it('refuses entries whose declared sizes add up to more than the total limit', async () => {
      const parts = [1, 2, 3].map((i) => ({ name: `cards/part${i}.json`, data: zeros.subarray(0, 600 * 1024) }));
      const errors = await errorsOf(rawZip([...goodEntries(), ...parts]), { maxTotalBytes: 1024 * 1024 });
      expect(errors).toEqual([{ entry: null, code: 'too-large', message: expect.stringContaining('in all') }]);
    });

    it('stops inflating at the declared size when the header lies', async () => {
      const liar = { name: 'cards/shock.json', data: zeros, declaredSize: 100 };
      const entries = goodEntries().map((e) => (e.name === liar.name ? liar : e));
      const errors = await errorsOf(rawZip(entries));
      expect(errors).toEqual([
        {
          entry: 'cards/shock.json',
          code: 'size-mismatch',
          message: 'inflates to more than the 100 bytes its header declares',
        },
      ]);
    });

    it('refuses an entry that inflates to less than declared', async () => {
      const entries = goodEntries().map((e) =>
        e.name === 'cards/odd.json' ? { ...e, declaredSize: e.data.length + 10 } : e,
      );
      const errors = await errorsOf(rawZip(entries));
      expect(errors).toEqual([
        { entry: 'cards/odd.json', code: 'size-mismatch', message: expect.stringContaining('but its header declares') },
      ]);
    });

    it('refuses archives with absurdly many entries, or too big a file', async () => {
      expect(await errorsOf(good, { maxEntries: 2 })).toEqual([
        { entry: null, code: 'too-many-entries', message: 'the pack has 4 entries, more than the 2 limit' },
      ]);
      expect(await errorsOf(good, { maxPackBytes: 100 })).toMatchObject([{ entry: null, code: 'too-large' }]);

      // An end record declaring more entries than the limit is refused before any entry is read.
      const inflated = Buffer.from(good);
      inflated.writeUInt16LE(65535, inflated.length - 22 + 8);
      inflated.writeUInt16LE(65535, inflated.length - 22 + 10);
      expect(await errorsOf(inflated, { maxEntries: 100 })).toEqual([
        { entry: null, code: 'too-many-entries', message: 'the pack has 65535 entries, more than the 100 limit' },
      ]);
      expect(await errorsOf(inflated)).toMatchObject([{ entry: null, code: 'corrupt' }]);

      const dir = await workspace({});
      const file = path.join(dir, 'big.zip');
      await writeFile(file, good);
      const result = await loadPack(file, { limits: { maxPackBytes: 100 } });
      expect(result.ok ? [] : result.errors).toMatchObject([
        { code: 'too-large', message: expect.stringContaining(file) },
      ]);
    });
  });

  describe('damaged archives', () => {
    it('refuses bytes that are not a zip at all', async () => {
      for (const bytes of [new Uint8Array(), encode('hello, not a zip'), new Uint8Array(10_000).fill(0x50)]) {
        expect(await errorsOf(bytes)).toMatchObject([{ entry: null, code: 'corrupt' }]);
      }
    });

    it('refuses a truncated pack, at any cut', async () => {
      for (const cut of [10, 100, good.length >> 1, good.length - 30, good.length - 1]) {
        const errors = await errorsOf(good.subarray(0, cut));
        expect(errors.length).toBeGreaterThan(0);
        expect(errors.every((e) => e.code === 'corrupt')).toBe(true);
      }
    });

    it('refuses an entry whose data was damaged (CRC)', async () => {
      const entries = goodEntries().map((e) => (e.name === 'cards/shock.json' ? { ...e, crc: 12345 } : e));
      expect(await errorsOf(rawZip(entries))).toEqual([
        { entry: 'cards/shock.json', code: 'bad-crc', message: 'fails its CRC check; the archive is damaged' },
      ]);
      const garbled = goodEntries().map((e) =>
        e.name === 'cards/odd.json' ? { ...e, stored: new Uint8Array([0xff, 0xff, 0xff, 0xff]) } : e,
      );
      expect(await errorsOf(rawZip(garbled))).toMatchObject([{ entry: 'cards/odd.json', code: 'corrupt' }]);
    });

    it('refuses encrypted entries, unknown compression methods and duplicate names', async () => {
      const odd = (change: Partial<RawEntry>): RawEntry[] =>
        goodEntries().map((e) => (e.name === 'cards/shock.json' ? { ...e, ...change } : e));
      expect(await errorsOf(rawZip(odd({ flags: 1 })))).toEqual([
        { entry: 'cards/shock.json', code: 'unsupported', message: 'is encrypted' },
      ]);
      expect(await errorsOf(rawZip(odd({ method: 12 })))).toMatchObject([
        { entry: 'cards/shock.json', code: 'unsupported', message: expect.stringContaining('method 12') },
      ]);
      const twice = [...goodEntries(), { name: 'cards/shock.json', data: encode('{}') }];
      expect(await errorsOf(rawZip(twice))).toMatchObject([
        { entry: null, code: 'corrupt', message: expect.stringContaining('cards/shock.json') },
      ]);
    });

    it('never throws, whatever bytes of a pack are changed', async () => {
      let seed = 42;
      const random = (n: number): number => {
        seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
        return seed % n;
      };
      for (let round = 0; round < 200; round++) {
        const bytes = Buffer.from(good);
        for (let flips = 1 + random(4); flips > 0; flips--) bytes[random(bytes.length)] = random(256);
        const result = await loadPack(bytes);
        if (!result.ok) expect(result.errors.length).toBeGreaterThan(0);
      }
    }, 30_000);
  });

  describe('content', () => {
    it('refuses a zip without a manifest', async () => {
      const entries = goodEntries().filter((e) => e.name !== 'manifest.json');
      expect(await errorsOf(rawZip(entries))).toEqual([
        { entry: 'manifest.json', code: 'missing-manifest', message: 'is missing; this is not a cardsmith pack' },
      ]);
    });

    it('reports an entry changed after compiling as a hash mismatch', async () => {
      const entries = goodEntries().map((e) =>
        e.name === 'cards/shock.json' ? { ...e, data: encode(canonicalJson({ ...shock, power: '9' })) } : e,
      );
      expect(await errorsOf(rawZip(entries))).toMatchObject([{ entry: 'cards/shock.json', code: 'hash-mismatch' }]);
    });

    it('reports an entry that fails the template schema, even with a matching hash', async () => {
      const bad = encode(canonicalJson({ ...shock, abilities: [{ kind: 'evil', line: 1, text: '' }] }));
      const entries = goodEntries().map((e) => {
        if (e.name === 'cards/shock.json') return { ...e, data: bad };
        if (e.name !== 'manifest.json') return e;
        const manifest = JSON.parse(new TextDecoder().decode(e.data)) as { cards: { entry: string; sha256: string }[] };
        for (const c of manifest.cards) if (c.entry === 'cards/shock.json') c.sha256 = sha256(bad);
        return { ...e, data: encode(canonicalJson(manifest)) };
      });
      expect(await errorsOf(rawZip(entries))).toEqual([
        {
          entry: 'cards/shock.json',
          code: 'bad-template',
          message: expect.stringContaining('$.abilities[0].kind expected one of'),
        },
      ]);
    });

    it('reports a pack file that cannot be read as an I/O error', async () => {
      const result = await loadPack('/no/such/pack.zip');
      expect(result.ok ? [] : result.errors).toMatchObject([{ entry: null, code: 'io' }]);
    });

    it('round-trips a pack read from disk byte for byte', async () => {
      const dir = await workspace({});
      const file = path.join(dir, 'p.zip');
      await writeFile(file, good);
      const result = await loadPack(await readFile(file));
      expect(result.ok).toBe(true);
    });
  });
});
