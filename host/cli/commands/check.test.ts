import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_CACHE_FILE, CheckCache } from '../check-cache.js';
import { main } from '../main.js';
import { recordingIo as recorder } from '../testing/recording-io.js';
// main() loads a command's module on first use; loading it here keeps that out of the first test's time.
import './check.js';

let root = '';

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'cardsmith-check-'));
  await mkdir(path.join(root, 'clean'), { recursive: true });
  await mkdir(path.join(root, 'mixed', 'sub'), { recursive: true });
  await writeFile(
    path.join(root, 'clean', 'shock.card'),
    'name Shock\ncost {R}\ntype instant\ntext Shock deals 2 damage to any target.\n',
  );
  await writeFile(path.join(root, 'clean', 'bird.card.json'), '{"name": "Bird", "abilities": ["Flying"]}');
  await writeFile(path.join(root, 'mixed', 'a.card'), 'name A\ncost {2}{Q}\n');
  await writeFile(
    path.join(root, 'mixed', 'sub', 'b.card'),
    'type instant\ntext {1}, {T}: Venture into the dungeon.\n',
  );
  await writeFile(path.join(root, 'mixed', 'readme.txt'), 'not a card');
  // Laterna-style cards named *.txt: no card format reads them.
  await mkdir(path.join(root, 'laterna'));
  for (let i = 0; i < 14; i++) await writeFile(path.join(root, 'laterna', `card-${i}.txt`), `name Card ${i}\n`);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('cardsmith check', () => {
  it('exits 0 and prints a summary when there are no warnings', async () => {
    const io = recorder(root);
    expect(await main(['check', 'clean'], io)).toBe(0);
    expect(io.stdout).toBe('Checked 2 card files: no warnings.\n');
    expect(io.stderr).toBe('');
  });

  it('prints path:line:col: warning code: message and exits 1', async () => {
    const io = recorder(root);
    expect(await main(['check', 'mixed'], io)).toBe(1);
    expect(io.stdout.split('\n')).toEqual([
      'mixed/a.card:2:9: warning bad-mana-cost: {Q} is not a mana symbol; expected {1}, {W}, {U}, {B}, {R}, {G}, {C}, {S}, {X}, {W/U}, {2/W} or {W/P}',
      "mixed/sub/b.card:1:1: warning missing-name: the card has no name; add a line such as 'name Llanowar Elves'",
      `mixed/sub/b.card:2:16: warning unparsed-ability: expected an effect such as 'Add {G}.' after ':' but found "Venture into the dungeon."`,
      'Checked 2 card files: 3 warnings in 2 files.',
      '',
    ]);
  });

  it('checks the current folder when given no paths', async () => {
    const io = recorder(path.join(root, 'clean'));
    expect(await main(['check'], io)).toBe(0);
    expect(io.stdout).toContain('Checked 2 card files');
  });

  it('prints one JSON document with --json', async () => {
    const io = recorder(root);
    expect(await main(['check', '--json', 'mixed/a.card', 'clean/shock.card'], io)).toBe(1);
    const doc = JSON.parse(io.stdout) as {
      files: { path: string; card: { name: string }; warnings: Record<string, unknown>[] }[];
      summary: Record<string, unknown>;
    };
    expect(doc.files.map((f) => [f.path, f.card.name])).toEqual([
      ['mixed/a.card', 'A'],
      ['clean/shock.card', 'Shock'],
    ]);
    expect(doc.files[0]?.warnings).toEqual([
      {
        line: 2,
        column: 9,
        endColumn: 12,
        code: 'bad-mana-cost',
        message:
          '{Q} is not a mana symbol; expected {1}, {W}, {U}, {B}, {R}, {G}, {C}, {S}, {X}, {W/U}, {2/W} or {W/P}',
      },
    ]);
    expect(doc.summary).toEqual({
      files: 2,
      filesWithWarnings: 1,
      warnings: 1,
      byCode: { 'bad-mana-cost': 1 },
      skipped: {},
      errors: false,
    });
  });

  it('says how many files it skipped for not being card files, and exits 2 on a folder with no card file', async () => {
    const io = recorder(root);
    expect(await main(['check', 'laterna'], io)).toBe(2);
    expect(io.stderr).toBe(
      'cardsmith check: laterna: no card files (they end in .card or .card.json)\n' +
        'cardsmith check: 14 .txt files skipped: card files end in .card or .card.json\n',
    );
    expect(io.stdout).toBe('Checked 0 card files: no warnings.\n');

    // Beside card files, the skipped files are still counted, but the folder is checked as usual.
    const both = recorder(root);
    expect(await main(['check', 'clean', 'laterna'], both)).toBe(2);
    expect(await main(['check', 'clean'], recorder(root))).toBe(0);
    const mixed = recorder(root);
    expect(await main(['check', 'mixed'], mixed)).toBe(1);
    expect(mixed.stderr).toBe('cardsmith check: 1 .txt file skipped: card files end in .card or .card.json\n');
  });

  it('exits 2 on a missing path, a file no format reads, or an unknown option', async () => {
    const missing = recorder(root);
    expect(await main(['check', 'nope'], missing)).toBe(2);
    expect(missing.stderr).toBe('cardsmith check: nope: no such file or folder\n');

    const notCard = recorder(root);
    expect(await main(['check', 'mixed/readme.txt'], notCard)).toBe(2);
    expect(notCard.stderr).toContain('not a card file');

    const option = recorder(root);
    expect(await main(['check', '--fast'], option)).toBe(2);
    expect(option.stderr).toContain('unknown option "--fast"');
    expect(option.stderr).toContain('Usage: cardsmith check');
  });

  it.skipIf(process.platform === 'win32')(
    'reports a file it cannot read with its path, checks the others, and exits 2, with or without the cache',
    async () => {
      const folder = await mkdtemp(path.join(tmpdir(), 'cardsmith-check-unreadable-'));
      try {
        await writeFile(path.join(folder, 'a.card'), 'name A\ncost {2}{Q}\n');
        await writeFile(path.join(folder, 'b.card'), 'name B\n');
        execFileSync('mkfifo', [path.join(folder, 'pipe.card')]);
        for (const args of [['--no-cache'], [], ['--json']]) {
          const io = recorder(folder);
          expect(await main(['check', ...args, 'a.card', 'pipe.card', 'b.card'], io)).toBe(2);
          if (args[0] !== '--json') {
            expect(io.stdout).toBe(
              'a.card:2:9: warning bad-mana-cost: {Q} is not a mana symbol; expected {1}, {W}, {U}, {B}, {R}, {G}, {C}, {S}, {X}, {W/U}, {2/W} or {W/P}\n' +
                'Checked 2 card files: 1 warning in 1 file.\n',
            );
          }
          expect(io.stderr).toBe(
            'cardsmith check: pipe.card: cannot read: not a regular file (a pipe, device or socket)\n',
          );
        }
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  );

  it('remembers warnings by file content, drops a cache of another parser, and reads no cache with --no-cache', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'cardsmith-check-cache-'));
    try {
      await writeFile(path.join(folder, 'a.card'), 'name A\ncost {2}{Q}\n');
      await writeFile(path.join(folder, 'b.card'), 'name B\ntext Flying\n');
      const cacheFile = path.join(folder, CHECK_CACHE_FILE);
      const first = recorder(folder);
      expect(await main(['check'], first)).toBe(1);
      const cached = JSON.parse(await readFile(cacheFile, 'utf8')) as {
        version: string;
        entries: [string, unknown[]][];
      };
      expect(cached.entries).toHaveLength(2);

      // The cached warnings come back as the parser gave them. A planted entry proves the parser was not asked.
      // Messages are stored once each, warnings point at them.
      const planted = cached.entries.map(([key, w]): [string, unknown[]] =>
        w.length > 0 ? [key, [[2, 1, 2, 'bad-mana-cost', 0]]] : [key, w],
      );
      const messages = ['from the cache'];
      await writeFile(cacheFile, JSON.stringify({ version: cached.version, messages, entries: planted, stamps: [] }));
      const warm = recorder(folder);
      expect(await main(['check'], warm)).toBe(1);
      expect(warm.stdout).toBe(
        'a.card:2:1: warning bad-mana-cost: from the cache\nChecked 2 card files: 1 warning in 1 file.\n',
      );

      // --no-cache parses (and leaves the cache as it was); an edited file misses the cache.
      const uncached = recorder(folder);
      expect(await main(['check', '--no-cache'], uncached)).toBe(1);
      expect(uncached.stdout).toBe(first.stdout);
      await writeFile(path.join(folder, 'a.card'), 'name A\ncost {2}{R}\n');
      const edited = recorder(folder);
      expect(await main(['check'], edited)).toBe(0);

      // A cache written by another parser (or not JSON at all) is ignored and replaced.
      await writeFile(cacheFile, JSON.stringify({ version: 'another parser', messages, entries: planted, stamps: [] }));
      const other = recorder(folder);
      expect(await main(['check', 'b.card'], other)).toBe(0);
      await writeFile(cacheFile, 'not json');
      const broken = recorder(folder);
      expect(await main(['check', 'b.card'], broken)).toBe(0);
      expect(JSON.parse(await readFile(cacheFile, 'utf8'))).toMatchObject({ version: cached.version });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('takes an unchanged file (same size and times) from its stamp without reading it, and reads a changed one', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'cardsmith-check-stamps-'));
    try {
      const card = path.join(folder, 'a.card');
      await writeFile(card, 'name A\ncost {2}{Q}\n');
      const cacheFile = path.join(folder, CHECK_CACHE_FILE);
      expect(await main(['check'], recorder(folder))).toBe(1);
      const cached = JSON.parse(await readFile(cacheFile, 'utf8')) as { version: string; stamps: unknown[] };
      // Just written: a write in the same clock tick could hide behind the times, so no stamp is kept (racy clean).
      expect(cached.stamps).toEqual([]);

      // A stamp matching the file's stat, pointing at a planted entry, proves the file was not read. Its path is
      // relative to the cache's folder; the change time is stored only when it differs from the modification time.
      const [size, mtime, ctime] = CheckCache.statOf(card) as readonly number[];
      const planted = {
        version: cached.version,
        messages: ['from the stamp'],
        entries: [['planted', [[1, 1, 2, 'bad-mana-cost', 0]]]],
        stamps: [['a.card', size, mtime, 0, ...(ctime === mtime ? [] : [ctime])]],
      };
      await writeFile(cacheFile, JSON.stringify(planted));
      const stamped = recorder(folder);
      expect(await main(['check'], stamped)).toBe(1);
      expect(stamped.stdout).toBe(
        'a.card:1:1: warning bad-mana-cost: from the stamp\nChecked 1 card file: 1 warning in 1 file.\n',
      );

      // Edited (another size, new times): read and parsed again.
      await writeFile(card, 'name A\ncost {2}{R}\n\n');
      const edited = recorder(folder);
      expect(await main(['check'], edited)).toBe(0);
      expect(edited.stdout).toBe('Checked 1 card file: no warnings.\n');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('is listed in help', async () => {
    const io = recorder(root);
    await main(['help'], io);
    expect(io.stdout).toContain('check');
  });
});
