import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAMPLE_CARDS, tempWorkspaces } from '../../packs/testing/workspace.js';
import type { CliIo } from '../command.js';
import { main } from '../main.js';
import { compileCommand } from './compile.js';

interface Recorded {
  readonly io: CliIo;
  readonly out: () => string;
  readonly err: () => string;
}

function recorder(cwd: string, errIsTTY = false): Recorded {
  let out = '';
  let err = '';
  return {
    io: { cwd, env: {}, errIsTTY, out: (t) => void (out += t), err: (t) => void (err += t) },
    out: () => out,
    err: () => err,
  };
}

const workspace = tempWorkspaces();

describe('cardsmith compile', () => {
  it('writes the pack, prints each warning as path:line:col and a summary, and exits 0 despite warnings', async () => {
    const root = await workspace();
    const rec = recorder(root);
    const code = await main(['compile', '.', '-o', 'pack.zip'], rec.io);
    expect(rec.err()).toBe('');
    expect(code).toBe(0);
    const size = (await readFile(path.join(root, 'pack.zip'))).length;
    const lines = rec.out().trimEnd().split('\n');
    expect(lines.slice(0, -1).every((l) => /^white\/odd\.card:\d+:\d+: warning [a-z-]+: .+/.test(l))).toBe(true);
    expect(lines.at(-1)).toMatch(
      new RegExp(
        `^Compiled 4 cards with ${lines.length - 1} warnings? into pack\\.zip \\(${(size / 1024).toFixed(1)} KB\\)\\.$`,
      ),
    );
  });

  it('resolves the workspace and pack relative to the working folder, and draws progress only on a terminal', async () => {
    const root = await workspace();
    const tty = recorder(path.dirname(root), true);
    expect(await main(['compile', path.basename(root), '--out', path.join(root, 'p.zip')], tty.io)).toBe(0);
    expect(tty.err()).toContain('compiling 4/4');
    const plain = recorder(root);
    await main(['compile', '-o', 'q.zip'], plain.io);
    expect(plain.err()).toBe('');
    expect(await readFile(path.join(root, 'q.zip'))).toEqual(await readFile(path.join(root, 'p.zip')));
  });

  it('stops on Ctrl+C without writing, exits 130, and listens for Ctrl+C only while compiling', async () => {
    const root = await workspace();
    await writeFile(path.join(root, 'pack.zip'), 'old');
    const rec = recorder(root, true);
    const listeners = new Set<() => void>();
    const io: CliIo = {
      ...rec.io,
      onInterrupt(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const running = compileCommand.run(['-o', 'pack.zip'], io);
    // The compile is listening from the moment it starts: press Ctrl+C.
    expect(listeners.size).toBe(1);
    for (const listener of listeners) listener();
    expect(await running).toBe(130);
    expect(rec.err()).toContain('cardsmith compile: stopping (Ctrl+C again to quit at once)\n');
    expect(rec.err()).toMatch(
      /pack\.zip was not written \(stopped by Ctrl\+C\); any earlier pack there is unchanged\.\n$/,
    );
    expect(rec.err()).not.toContain('compiling');
    expect(await readFile(path.join(root, 'pack.zip'), 'utf8')).toBe('old');
    expect(listeners.size).toBe(0);
  });

  it('--strict refuses with exit 1, says which files, and keeps the earlier pack', async () => {
    const root = await workspace({ ...SAMPLE_CARDS, 'blue/shock.card': 'name Shock\ncost {U}\ntype instant\n' });
    await writeFile(path.join(root, 'pack.zip'), 'old');
    const rec = recorder(root);
    expect(await main(['compile', '-o', 'pack.zip', '--strict'], rec.io)).toBe(1);
    expect(rec.out()).toContain(
      'blue/shock.card:1:1: warning duplicate-name: "Shock" is also defined in red/shock.card\n',
    );
    expect(rec.out()).toContain(
      'red/shock.card:1:1: warning duplicate-name: "Shock" is also defined in blue/shock.card\n',
    );
    expect(rec.err()).toMatch(/^white\/odd\.card: has \d+ warnings?$/m);
    expect(rec.err()).toContain('blue/shock.card: defines "Shock", also defined in red/shock.card\n');
    expect(rec.err()).toMatch(
      /pack\.zip was not written \(--strict: 5 cards with \d+ warnings\); any earlier pack there is unchanged\.\n$/,
    );
    expect(await readFile(path.join(root, 'pack.zip'), 'utf8')).toBe('old');
  });

  it('--json prints the whole result', async () => {
    const root = await workspace();
    const rec = recorder(root);
    expect(await main(['compile', '-o', 'pack.zip', '--json'], rec.io)).toBe(0);
    const result = JSON.parse(rec.out()) as {
      status: string;
      cardCount: number;
      packPath: string;
      warnings: unknown[];
    };
    expect(result).toMatchObject({ status: 'written', cardCount: 4, packPath: path.join(root, 'pack.zip') });
    expect(result.warnings.length).toBeGreaterThan(0);
  });

  it('exits 2 on usage errors and when the pack cannot be written', async () => {
    const root = await workspace();
    const noOut = recorder(root);
    expect(await main(['compile'], noOut.io)).toBe(2);
    expect(noOut.err()).toContain('missing -o <pack.zip>');
    expect(await main(['compile', '-o', 'a.zip', '--fast'], recorder(root).io)).toBe(2);

    const rec = recorder(root);
    expect(await main(['compile', '-o', 'missing/dir/pack.zip'], rec.io)).toBe(2);
    expect(rec.err()).toContain('missing/dir/pack.zip: could not write the pack: ENOENT');
    expect(rec.err()).toContain('was not written (see the errors above)');

    const notFolder = recorder(root);
    expect(await main(['compile', 'nowhere', '-o', 'p.zip'], notFolder.io)).toBe(2);
    expect(notFolder.err()).toContain('nowhere: is not a folder');
  });
});

describe('cardsmith inspect', () => {
  it('lists the manifest, verifies every entry and exits 0', async () => {
    const root = await workspace();
    await main(['compile', '-o', 'pack.zip'], recorder(root).io);
    const rec = recorder(root);
    expect(await main(['inspect', 'pack.zip'], rec.io)).toBe(0);
    expect(rec.err()).toBe('');
    const out = rec.out();
    expect(out).toMatch(/^pack\.zip\nformat 2, compiled by cardsmith \d+\.\d+\.\d+\n4 cards:\n/);
    expect(out).toMatch(/ {2}Shock +red\/shock\.card {2}[0-9a-f]{12}\n/);
    expect(out).toMatch(/ {2}white\/odd\.card:\d+:\d+: warning /);
    expect(out).toContain('All 4 card entries match their hashes and the template schema.\n');
  });

  it('exits 1 naming the entry when a pack was tampered with', async () => {
    const root = await workspace();
    await main(['compile', '-o', 'pack.zip'], recorder(root).io);
    const zip = await readFile(path.join(root, 'pack.zip'));
    // Flip one byte inside the deflated data of the first card entry.
    const at = zip.indexOf('cards/green/llanowar-elves.json') + 'cards/green/llanowar-elves.json'.length + 5;
    zip[at] = (zip[at] ?? 0) ^ 0xff;
    await writeFile(path.join(root, 'bad.zip'), zip);
    const rec = recorder(root);
    expect(await main(['inspect', 'bad.zip'], rec.io)).toBe(1);
    expect(rec.err()).toMatch(/^bad\.zip: cards\/green\/llanowar-elves\.json: /);
    expect(rec.err()).toContain('cardsmith inspect: 1 problem in bad.zip.\n');
  });

  it('--json prints ok, manifest and errors; a missing file exits 2', async () => {
    const root = await workspace();
    await main(['compile', '-o', 'pack.zip'], recorder(root).io);
    const rec = recorder(root);
    expect(await main(['inspect', '--json', 'pack.zip'], rec.io)).toBe(0);
    expect(JSON.parse(rec.out())).toMatchObject({ ok: true, manifest: { cardCount: 4 }, errors: [] });

    const missing = recorder(root);
    expect(await main(['inspect', 'nope.zip'], missing.io)).toBe(2);
    expect(missing.err()).toContain('nope.zip: cannot read');
    expect(await main(['inspect'], recorder(root).io)).toBe(2);
  });
});
