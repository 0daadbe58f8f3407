import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { buildPack } from '../../engine/packs/build-pack.js';
import { MANIFEST_ENTRY } from '../../engine/packs/pack-layout.js';
import { readPack } from '../../engine/packs/read-pack.js';
import { card, fakeSha256, parsed } from '../../engine/packs/testing/sample-cards.js';
import { packWithCardEntry } from '../../engine/packs/testing/tampered-pack.js';
import { loadPack } from '../../host/packs/load-pack.js';
import { loadPackOffThread, startLoadPackWorker } from '../../host/packs/load-pack-off-thread.js';
import { sha256 } from '../../host/packs/sha256.js';
import { zipEntries } from '../../host/packs/zip-entries.js';

/**
 * Issue 24, item 1: a card entry is checked against the hash in the manifest and then parsed, but the attacker
 * writes both. 58 KB of zipped nested brackets held the host 19.6 s and 2 GB in JSON.parse. Every JSON entry is now
 * refused before parsing when deeper or larger than any real one (real entries: 13 levels, 1.5 KB), with a warning
 * naming the entry.
 */
const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('pack entries are parsed within bounds', () => {
  it('refuses a card entry nested deeper than any card, before parsing it', () => {
    const deep = encode(`${'['.repeat(10_000)}${']'.repeat(10_000)}`);
    const read = readPack(packWithCardEntry(deep, fakeSha256), fakeSha256);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors).toEqual([
      { entry: 'cards/elves.json', code: 'too-deep', message: 'is nested more than 64 levels deep' },
    ]);
  });

  it('refuses a card entry larger than any card, before decoding it', () => {
    const big = encode(JSON.stringify({ ...card(), name: 'x'.repeat(1024 * 1024) }));
    const read = readPack(packWithCardEntry(big, fakeSha256), fakeSha256);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors).toEqual([
      { entry: 'cards/elves.json', code: 'too-large', message: 'is larger than the 1 MiB limit for a card entry' },
    ]);
  });

  it('refuses a manifest nested too deeply', () => {
    const entries = packWithCardEntry(encode('{}'), fakeSha256);
    entries.set(MANIFEST_ENTRY, encode(`{"cards": ${'['.repeat(1000)}${']'.repeat(1000)}}`));
    const read = readPack(entries, fakeSha256);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.errors.map((e) => [e.entry, e.code])).toEqual([[MANIFEST_ENTRY, 'too-deep']]);
  });

  it('still reads a real pack', () => {
    const pack = buildPack([{ source: 'elves.card', result: parsed(card()) }], {
      toolVersion: '1',
      sha256: fakeSha256,
    });
    const read = readPack(new Map(pack.entries.map((e) => [e.path, e.bytes])), fakeSha256);
    expect(read.ok).toBe(true);
  });
});

describe('pack files are read within bounds', () => {
  it('refuses a zipped card entry by its declared size, before inflating it (the 58 KB pack of 64 MiB)', async () => {
    const bomb = new Uint8Array(2 * 1024 * 1024).fill(0x5b); // '['
    const entries = packWithCardEntry(bomb, sha256);
    const zip = zipEntries([...entries].map(([entry, bytes]) => ({ path: entry, bytes })));
    expect(zip.byteLength).toBeLessThan(64 * 1024);
    const loaded = await loadPack(zip);
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.errors).toEqual([
      {
        entry: 'cards/elves.json',
        code: 'too-large',
        message: 'declares 2.0 MiB uncompressed, more than the 1.0 MiB limit per card entry',
      },
    ]);
  });

  it('reads a large pack on a worker thread, not the host thread', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cardsmith-hostile-'));
    try {
      const file = path.join(dir, 'pack.zip');
      const pack = buildPack([{ source: 'elves.card', result: parsed(card()) }], { toolVersion: '1', sha256 });
      await writeFile(file, zipEntries(pack.entries));
      let started = 0;
      const start = (): Worker => {
        started++;
        return startLoadPackWorker();
      };
      // Every pack counts as large here.
      const loaded = await loadPackOffThread(file, start, 0);
      expect(started).toBe(1);
      expect(loaded.ok && loaded.templates.map((t) => t.name)).toEqual(['Llanowar Elves']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
