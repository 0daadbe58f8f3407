import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../main.js';
import { recordingIo as recorder } from '../testing/recording-io.js';
// main() loads a command's module on first use; loading it here keeps that out of the first test's time.
import './test.js';
import './blocks.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let root = '';

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'cardsmith-test-'));
  await mkdir(path.join(root, 'cards'), { recursive: true });
  await mkdir(path.join(root, 'scenarios', 'more'), { recursive: true });
  await writeFile(
    path.join(root, 'cards', 'shock.card'),
    'name Shock\ncost {R}\ntype instant\ntext Shock deals 2 damage to any target.\n',
  );
  await writeFile(
    path.join(root, 'cards', 'bears.card'),
    'name Grizzly Bears\ncost {1}{G}\ntype creature - bear\npt 2/2\n',
  );
  await writeFile(
    path.join(root, 'scenarios', 'good.scenario'),
    'setup p1 hand Shock\npool p1 {R}\ndo cast p1 Shock target p2\ndo resolve\nexpect life p2 18\n',
  );
  await writeFile(
    path.join(root, 'scenarios', 'more', 'bad.scenario'),
    [
      'setup p2 battlefield Grizzly Bears',
      'expect life p2 17',
      'expect Grizzly Bears in p2 graveyard',
      'expect illegal do next',
      '',
    ].join('\n'),
  );
  await writeFile(path.join(root, 'scenarios', 'broken.scenario.txt'), 'not a scenario');
  await writeFile(path.join(root, 'syntax.scenario'), 'setup p1 hand Shock\nfrobnicate\nexpect life p3\n');
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('cardsmith test', () => {
  it('every scenario shipped in cards/scenarios passes', async () => {
    const io = recorder(repo);
    const code = await main(['test', 'cards/scenarios'], io);
    expect(io.stderr).toBe('');
    expect(code).toBe(0);
    expect(io.stdout).toMatch(/(\d+) scenarios: \1 passed, 0 failed/);
    // It runs every shipped scenario: seconds on a loaded two-core machine, past the default 5 s.
  }, 30_000);

  it('the examples in docs/scenario-format.md and the README pass', async () => {
    const { readFile } = await import('node:fs/promises');
    const readme = await readFile(path.join(repo, 'README.md'), 'utf8');
    // Only the rules section of the README is ours; other sections may show other kinds of text.
    const rules = readme.slice(readme.indexOf('<!-- section:rules -->'), readme.indexOf('<!-- /section:rules -->'));
    const texts = [await readFile(path.join(repo, 'docs', 'scenario-format.md'), 'utf8'), rules];
    const examples = texts.flatMap((t) => [...t.matchAll(/```text\n([\s\S]*?)```/g)].map((m) => m[1] as string));
    expect(examples.length).toBeGreaterThanOrEqual(2);
    for (const [i, example] of examples.entries()) {
      const file = path.join(root, `example-${i}.scenario`);
      await writeFile(file, example);
      const io = recorder(repo);
      expect(await main(['test', file], io), io.stderr).toBe(0);
    }
  });

  it('passes a good scenario with exit 0, using ./cards by default', async () => {
    const io = recorder(root);
    expect(await main(['test', 'scenarios/good.scenario'], io)).toBe(0);
    expect(io.stdout).toBe('pass  scenarios/good.scenario (1 expectation)\n1 scenario: 1 passed, 0 failed\n');
  });

  it('reports failures as file:line: expected …, got … and exits 1', async () => {
    const io = recorder(root);
    expect(await main(['test', 'scenarios'], io)).toBe(1);
    const bad = path.join('scenarios', 'more', 'bad.scenario');
    expect(io.stderr.split('\n')).toEqual([
      `${bad}:2: expected life of p2 17, got 20`,
      `${bad}:3: expected Grizzly Bears in p2 graveyard, got p2 battlefield`,
      `${bad}:4: expected next to be illegal, but it was legal`,
      '',
    ]);
    expect(io.stdout).toContain('2 scenarios: 1 passed, 1 failed');
  });

  it('reports every unreadable line with its number', async () => {
    const io = recorder(root);
    expect(await main(['test', 'syntax.scenario', '--cards', 'cards'], io)).toBe(1);
    expect(io.stderr).toContain('syntax.scenario:2: expected card or setup');
    expect(io.stderr).toContain('syntax.scenario:3: missing life');
  });

  it('prints JSON with --json', async () => {
    const io = recorder(root);
    await main(['test', 'scenarios', '--json'], io);
    const parsed = JSON.parse(io.stdout) as { scenarios: { file: string; ok: boolean }[] };
    expect(parsed.scenarios.map((s) => s.ok)).toEqual([true, false]);
  });

  it('exits 2 on usage errors and missing paths', async () => {
    expect(await main(['test'], recorder(root))).toBe(2);
    expect(await main(['test', 'nowhere'], recorder(root))).toBe(2);
    expect(await main(['test', 'scenarios', '--bogus'], recorder(root))).toBe(2);
    expect(await main(['test', 'scenarios', '--cards'], recorder(root))).toBe(2);
  });
});

describe('cardsmith blocks', () => {
  it('prints for each creature which creatures could block it alone, as JSON sorted by name', async () => {
    const io = recorder(repo);
    expect(await main(['blocks', 'cards', '--json'], io)).toBe(0);
    const matrix = JSON.parse(io.stdout) as Record<string, string[]>;
    expect(Object.keys(matrix)).toEqual([...Object.keys(matrix)].sort());
    // Creatures with flying or reach (702.9b, 702.17b); cards/ gains more of them, so these and no ground creature.
    expect(matrix['Serra Angel']).toEqual(
      expect.arrayContaining(['Birds of Paradise', 'Canopy Spider', 'Cloud Elemental', 'Ornithopter', 'Serra Angel']),
    );
    expect(matrix['Serra Angel']).not.toContain('Grizzly Bears');
    expect(matrix['Serra Angel']).not.toContain('Wall of Wood');
    expect(matrix['Boggart Brute']).toEqual([]);
    expect(matrix['Bladetusk Boar']).toContain('Ornithopter');
    expect(matrix['Bladetusk Boar']).not.toContain('Grizzly Bears');
    expect(matrix['Grizzly Bears']).not.toContain('Hulking Cyclops');
    expect(matrix['Grizzly Bears']).not.toContain('Cloud Elemental');
    expect(matrix['Grizzly Bears']).toContain('Wall of Wood');
    expect(matrix).not.toHaveProperty('Shock');
  });

  it('prints a readable table without --json', async () => {
    const io = recorder(root);
    expect(await main(['blocks', 'cards'], io)).toBe(0);
    expect(io.stdout).toBe('attacker       can be blocked alone by\nGrizzly Bears  Grizzly Bears\n');
  });

  it('exits 2 without a folder or with a missing one', async () => {
    expect(await main(['blocks'], recorder(root))).toBe(2);
    expect(await main(['blocks', 'nowhere'], recorder(root))).toBe(2);
  });
});
