import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../main.js';
import { recordingIo as recorder } from '../testing/recording-io.js';
// main() loads a command's module on first use; loading it here keeps that out of the first test's time.
import './coverage.js';

let root = '';

// Keywords and "deals N damage" the grammar takes; made-up wordings ("Zorble", "Frob") it never will, so the
// expected groups stay true while the grammar grows.
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'cardsmith-coverage-'));
  await mkdir(path.join(root, 'cards', 'sub'), { recursive: true });
  const cards: Record<string, string> = {
    'cards/shock.card': 'name Shock\ncost {R}\ntype instant\ntext ~ deals 2 damage to any target.\n',
    'cards/angel.card': 'name Serra Angel\ntype creature - angel\npt 4/4\ntext Flying, vigilance\n',
    'cards/aura.card': 'name Zorb Aura\ntype enchantment - aura\ntext Zorble creature\ntext Frob a widget.\n',
    'cards/sub/ward.card': 'name Ward\ntype enchantment - aura\ntext Zorble creature\ntext Flying\n',
    'cards/sub/third.card': 'name Third\ntype enchantment - aura\ntext Zorble creature.\n',
    'cards/bird.card.json': '{"name": "Bird", "abilities": ["Flying"]}',
  };
  for (const [file, text] of Object.entries(cards)) await writeFile(path.join(root, file), text);
  await writeFile(path.join(root, 'cards', 'readme.txt'), 'not a card');
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('cardsmith coverage', () => {
  it('prints the headline numbers and the largest groups, and exits 0 even with refused lines', async () => {
    const io = recorder(root);
    expect(await main(['coverage', 'cards'], io)).toBe(0);
    expect(io.stdout.split('\n')).toEqual([
      'Ability lines understood: 4 of 8 (50.0%)',
      'Cards without warnings: 3 of 6 (50.0%)',
      '',
      'Refused lines by the phrase that stopped the grammar (top 2 of 2, 4 lines):',
      '3  zorble creature  (Zorb Aura, Third)',
      '1  frob a widget  (Zorb Aura)',
      '',
    ]);
    expect(io.stderr).toBe('cardsmith coverage: 1 .txt file skipped: card files end in .card or .card.json\n');
  });

  it('prints only the top N groups with --top, none with --top 0', async () => {
    const one = recorder(root);
    expect(await main(['coverage', '--top', '1', 'cards'], one)).toBe(0);
    expect(one.stdout).toContain('(top 1 of 2, 4 lines)');
    expect(one.stdout).not.toContain('frob a widget');

    const none = recorder(root);
    expect(await main(['coverage', 'cards', '--top=0'], none)).toBe(0);
    expect(none.stdout).toBe('Ability lines understood: 4 of 8 (50.0%)\nCards without warnings: 3 of 6 (50.0%)\n');
  });

  it('measures the current folder when given no paths', async () => {
    const io = recorder(path.join(root, 'cards', 'sub'));
    expect(await main(['coverage'], io)).toBe(0);
    expect(io.stdout).toContain('Ability lines understood: 1 of 3 (33.3%)');
  });

  it('prints one JSON document with every number and all groups with their lines', async () => {
    const io = recorder(root);
    expect(await main(['coverage', '--json', '--top', '1', 'cards'], io)).toBe(0);
    const doc = JSON.parse(io.stdout) as Record<string, unknown> & { groups: Record<string, unknown>[] };
    expect(doc).toMatchObject({
      abilityLines: 8,
      understoodLines: 4,
      understoodShare: 0.5,
      refusedLines: 4,
      cards: 6,
      cleanCards: 3,
    });
    // --top shortens the printed list only; the document has every group.
    expect(doc.groups).toHaveLength(2);
    expect(doc.groups[0]).toEqual({
      key: 'zorble creature',
      count: 3,
      examples: ['Zorb Aura', 'Third'],
      lines: [
        { path: 'cards/aura.card', line: 3, column: 6, card: 'Zorb Aura', text: 'Zorble creature' },
        { path: 'cards/sub/third.card', line: 3, column: 6, card: 'Third', text: 'Zorble creature.' },
        { path: 'cards/sub/ward.card', line: 3, column: 6, card: 'Ward', text: 'Zorble creature' },
      ],
    });
  });

  it('exits 2 on a missing path, a bad --top or an unknown option', async () => {
    const missing = recorder(root);
    expect(await main(['coverage', 'nope'], missing)).toBe(2);
    expect(missing.stderr).toBe('cardsmith coverage: nope: no such file or folder\n');

    const notCard = recorder(root);
    expect(await main(['coverage', 'cards/readme.txt'], notCard)).toBe(2);
    expect(notCard.stderr).toContain('not a card file');

    for (const args of [['--top'], ['--top', 'many'], ['--top=-1']]) {
      const io = recorder(root);
      expect(await main(['coverage', ...args], io)).toBe(2);
      expect(io.stderr).toContain('--top needs a whole number');
      expect(io.stderr).toContain('Usage: cardsmith coverage');
    }

    const option = recorder(root);
    expect(await main(['coverage', '--fast'], option)).toBe(2);
    expect(option.stderr).toContain('unknown option "--fast"');
  });

  it('is listed in help', async () => {
    const io = recorder(root);
    await main(['help'], io);
    expect(io.stdout).toContain('coverage');
  });
});
