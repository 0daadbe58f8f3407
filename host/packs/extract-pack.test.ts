import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPack } from '../../engine/packs/build-pack.js';
import { card, parsed, shock } from '../../engine/packs/testing/sample-cards.js';
import { extractPack } from './extract-pack.js';
import { sha256 } from './sha256.js';
import { rawZip } from './testing/raw-zip.js';
import { tempWorkspaces } from './testing/workspace.js';
import { zipEntries } from './zip-entries.js';

const workspace = tempWorkspaces();

const pack = buildPack(
  [
    { source: 'red/shock.card', result: parsed(shock) },
    { source: 'elves.card', result: parsed(card()) },
  ],
  { toolVersion: '1.0.0', sha256 },
);
const zip = zipEntries(pack.entries);

describe('extractPack', () => {
  it('writes every verified entry into the folder', async () => {
    const dir = path.join(await workspace({}), 'out');
    const result = await extractPack(zip, dir);
    expect(result.ok).toBe(true);
    expect(result.files.map((f) => path.relative(dir, f).split(path.sep).join('/'))).toEqual([
      'manifest.json',
      'cards/elves.json',
      'cards/red/shock.json',
    ]);
    for (const entry of pack.entries) {
      expect(new Uint8Array(await readFile(path.join(dir, entry.path)))).toEqual(entry.bytes);
    }
  });

  it('writes nothing from a pack that fails verification', async () => {
    const dir = await workspace({});
    const evil = rawZip([
      ...pack.entries.map((e) => ({ name: e.path, data: e.bytes })),
      { name: '../escaped.json', data: new Uint8Array([1]) },
    ]);
    const result = await extractPack(evil, path.join(dir, 'out'));
    expect(result).toMatchObject({ ok: false, files: [], errors: [{ entry: '../escaped.json', code: 'unsafe-name' }] });
    expect(await readdir(dir)).toEqual([]);
  });

  it('does not follow a link in the target folder that leads outside it', async () => {
    const base = await workspace({});
    const outside = path.join(base, 'outside');
    const dir = path.join(base, 'out');
    await mkdir(outside);
    await mkdir(dir);
    await symlink(outside, path.join(dir, 'cards'));
    const result = await extractPack(zip, dir);
    expect(result).toMatchObject({ ok: false, errors: [{ entry: 'cards/elves.json', code: 'unsafe-name' }] });
    expect(await readdir(outside)).toEqual([]);
  });

  it('never replaces an existing file', async () => {
    const dir = await workspace({});
    await writeFile(path.join(dir, 'manifest.json'), 'mine');
    const result = await extractPack(zip, dir);
    expect(result).toMatchObject({
      ok: false,
      errors: [{ entry: 'manifest.json', code: 'io', message: 'cannot be written: already exists; not replaced' }],
    });
    expect(await readFile(path.join(dir, 'manifest.json'), 'utf8')).toBe('mine');
  });
});
