import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCardFile } from '../../engine/format/formats.js';
import { findFiles } from '../workspace/card-files.js';
import { displayPath, loadCardFiles, readCardFiles } from './read-card-files.js';
import { recordingIo } from './testing/recording-io.js';

let root = '';
const LARGE = 3000;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'cardsmith-read-card-files-'));
  const files: Record<string, string> = {
    'cards/b.card': 'name B\n',
    'cards/B2.card': 'name B2\n',
    'cards/a.card.json': '{"name": "A"}',
    'cards/notes.txt': 'not a card',
    'cards/sub/c.card': 'name C\n',
    'cards/.hidden/h.card': 'name H\n',
    'cards/node_modules/m.card': 'name M\n',
    'other/d.card': 'name D\n',
    'laterna/shock.txt': 'Shock\n',
    'laterna/sub/bolt.TXT': 'Lightning Bolt\n',
    'laterna/README': 'cards in the format of Laterna\n',
    'laterna/.DS_Store': '',
    'laterna/fight.scenario': 'scenario\n',
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  await mkdir(path.join(root, 'large'));
  const names = Array.from({ length: LARGE }, (_, i) => `${String(i).padStart(5, '0')}.card`);
  await Promise.all(names.map((name) => writeFile(path.join(root, 'large', name), `name ${name}\n`)));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const shown = (read: { files: readonly { path: string }[] }): string[] => read.files.map((f) => f.path);

describe('readCardFiles', () => {
  it('keeps the order of the given paths, each folder sorted by code unit, hidden folders and node_modules skipped', async () => {
    const read = await loadCardFiles(['other', 'cards'], root);
    expect(shown(read)).toEqual([
      'other/d.card',
      'cards/B2.card',
      'cards/a.card.json',
      'cards/b.card',
      'cards/sub/c.card',
    ]);
    expect(read.files[0]?.result.card.name).toBe('D');
    expect(read.files[0]?.absolute).toBe(path.join(root, 'other', 'd.card'));
    expect(read.problems).toEqual([]);
    expect(read.ioError).toBe(false);
  });

  it('reads each file once, however often it is given (a folder, a folder inside it, the file itself)', async () => {
    const read = await loadCardFiles(['cards/sub/c.card', 'cards', 'cards/sub', 'cards', './cards/b.card'], root);
    expect(shown(read)).toEqual(['cards/sub/c.card', 'cards/B2.card', 'cards/a.card.json', 'cards/b.card']);
  });

  it('reads the current folder when given no paths', async () => {
    const read = await loadCardFiles([], path.join(root, 'cards', 'sub'));
    expect(shown(read)).toEqual(['c.card']);
  });

  it('reports an unreadable file as a problem with its path, on stderr, and still reads the rest', async () => {
    const io = recordingIo(root);
    const failing = (file: string): string => {
      if (file.endsWith('b.card')) throw Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
      return readFileSync(file, 'utf8');
    };
    const read = await readCardFiles('check', ['cards'], io, failing);
    expect(shown(read)).toEqual(['cards/B2.card', 'cards/a.card.json', 'cards/sub/c.card']);
    expect(read.problems).toEqual([
      { path: 'cards/b.card', code: 'unreadable', message: 'cannot read: EACCES: permission denied' },
    ]);
    expect(read.ioError).toBe(true);
    expect(io.stderr).toBe(
      'cardsmith check: cards/b.card: cannot read: EACCES: permission denied\n' +
        'cardsmith check: 1 .txt file skipped: card files end in .card or .card.json\n',
    );
    expect(read.skipped).toEqual({ '.txt': 1 });
  });

  it('reports a missing path and a file that is not a card file by the path as given', async () => {
    const io = recordingIo(root);
    const read = await readCardFiles('coverage', ['nowhere', 'cards/notes.txt', 'other'], io);
    expect(shown(read)).toEqual(['other/d.card']);
    expect(read.problems.map((p) => [p.path, p.code])).toEqual([
      ['nowhere', 'missing'],
      ['cards/notes.txt', 'not-wanted'],
    ]);
    expect(io.stderr).toBe(
      'cardsmith coverage: nowhere: no such file or folder\n' +
        'cardsmith coverage: cards/notes.txt: not a card file (expected .card or .card.json)\n',
    );
  });

  it('counts the files skipped for not being card files, and names a folder given without any card file', async () => {
    const read = await loadCardFiles(['laterna', 'cards', 'laterna'], root);
    expect(shown(read)).toEqual(['cards/B2.card', 'cards/a.card.json', 'cards/b.card', 'cards/sub/c.card']);
    // Hidden files and Cardsmith's own scenarios are not skipped card files.
    expect(read.skipped).toEqual({ '.txt': 3, '': 1 });
    expect(read.problems).toEqual([
      { path: 'laterna', code: 'no-card-files', message: 'no card files (they end in .card or .card.json)' },
    ]);
    expect(read.ioError).toBe(true);
  });

  it(`lists a folder of ${LARGE} files in one pass: each entry looked at once, even when the folder is given again`, async () => {
    let looked = 0;
    const isWanted = (name: string): boolean => {
      looked++;
      return isCardFile(name);
    };
    const large = path.join(root, 'large');
    const found = await findFiles([large, 'large', path.join(large, '00007.card'), large], isWanted, root);
    expect(found.files).toHaveLength(LARGE);
    expect(found.files[7]).toBe(path.join(large, '00007.card'));
    expect(new Set(found.files).size).toBe(LARGE);
    // One look per entry, plus one for the file given by name.
    expect(looked).toBe(LARGE + 1);
  });
});

describe('displayPath', () => {
  it('shows files under the working folder relative to it, others in full', () => {
    expect(displayPath('/w/cards', '/w/cards/sub/a.card')).toBe('sub/a.card');
    expect(displayPath('/w/cards/', '/w/cards/a.card')).toBe('a.card');
    expect(displayPath('/w/cards', '/w/other/a.card')).toBe('/w/other/a.card');
    expect(displayPath('/w/cards', '/w/cardsx/a.card')).toBe('/w/cardsx/a.card');
  });
});
