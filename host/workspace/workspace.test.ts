import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, realpath, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WorkspaceChange } from '../contract.js';
import { HostError } from './host-error.js';
import { listTree } from './tree.js';
import { Workspace } from './workspace.js';

let base: string;
let root: string;
let outside: string;
let workspace: Workspace;

beforeEach(async () => {
  base = await realpath(await mkdtemp(path.join(tmpdir(), 'cardsmith-ws-')));
  root = path.join(base, 'cards');
  outside = path.join(base, 'outside');
  await mkdir(path.join(root, 'creatures'), { recursive: true });
  await mkdir(outside);
  await writeFile(path.join(root, 'creatures', 'bear.card'), 'Name: Grizzly Bears\n');
  await writeFile(path.join(root, 'bolt.card'), 'Name: Lightning Bolt\n');
  await writeFile(path.join(outside, 'secret.txt'), 'secret');
  workspace = await Workspace.open(root);
});

afterEach(async () => {
  await workspace.close();
  await rm(base, { recursive: true, force: true });
});

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(HostError);
    return (error as HostError).code;
  }
  throw new Error('expected a rejection');
}

describe('path checks', () => {
  it.each([
    '../outside/secret.txt',
    'creatures/../../outside/secret.txt',
    '..',
    '/etc/passwd',
    '\\etc\\passwd',
    'C:\\Windows\\win.ini',
    'c:secret',
    '..\\outside\\secret.txt',
    'bolt.card\0.txt',
  ])('refuses %j', async (input) => {
    expect(await codeOf(workspace.readFile(input))).toBe('outside-workspace');
    expect(await codeOf(workspace.writeFile(input, 'x'))).toBe('outside-workspace');
    expect(await codeOf(workspace.delete(input))).toBe('outside-workspace');
    expect(await readFile(path.join(outside, 'secret.txt'), 'utf8')).toBe('secret');
  });

  it('refuses non-string paths as invalid arguments', async () => {
    expect(await codeOf(workspace.readFile(42))).toBe('invalid-argument');
    expect(await codeOf(workspace.readFile({ path: 'bolt.card' }))).toBe('invalid-argument');
    expect(await codeOf(workspace.writeFile('bolt.card', 42))).toBe('invalid-argument');
  });

  it('refuses a symlink that leads outside, for reading, writing and creating through it', async () => {
    await symlink(outside, path.join(root, 'escape'));
    await symlink(path.join(outside, 'secret.txt'), path.join(root, 'secret-link.card'));
    expect(await codeOf(workspace.readFile('escape/secret.txt'))).toBe('outside-workspace');
    expect(await codeOf(workspace.writeFile('escape/secret.txt', 'owned'))).toBe('outside-workspace');
    expect(await codeOf(workspace.createFile('escape/new.card', 'x'))).toBe('outside-workspace');
    expect(await codeOf(workspace.createDirectory('escape/sub/deeper'))).toBe('outside-workspace');
    expect(await codeOf(workspace.readFile('secret-link.card'))).toBe('outside-workspace');
    expect(await codeOf(workspace.rename('bolt.card', 'escape/bolt.card'))).toBe('outside-workspace');
    expect(await readFile(path.join(outside, 'secret.txt'), 'utf8')).toBe('secret');
    expect(await readdir(outside)).toEqual(['secret.txt']);
  });

  it('refuses a dangling symlink that points outside', async () => {
    await symlink(path.join(outside, 'not-yet.card'), path.join(root, 'dangling.card'));
    expect(await codeOf(workspace.writeFile('dangling.card', 'x'))).toBe('outside-workspace');
    expect(await readdir(outside)).toEqual(['secret.txt']);
  });

  it('allows symlinks and `..` that stay inside', async () => {
    await symlink(path.join(root, 'creatures'), path.join(root, 'alias'));
    expect((await workspace.readFile('alias/bear.card')).text).toBe('Name: Grizzly Bears\n');
    expect((await workspace.readFile('creatures/../bolt.card')).path).toBe('bolt.card');
    expect((await workspace.readFile('creatures\\bear.card')).path).toBe('creatures/bear.card');
  });

  it('refuses to delete or rename the workspace itself', async () => {
    expect(await codeOf(workspace.delete(''))).toBe('invalid-argument');
    expect(await codeOf(workspace.delete('creatures/..'))).toBe('invalid-argument');
    expect(await codeOf(workspace.rename('', 'x'))).toBe('invalid-argument');
  });
});

describe('tree', () => {
  it('lists folders first, skips dot-entries and node_modules', async () => {
    await mkdir(path.join(root, '.git'));
    await mkdir(path.join(root, 'node_modules'));
    await writeFile(path.join(root, '.hidden.card'), '');
    const info = await workspace.info();
    expect(info.root).toBe(root);
    expect(info.tree).toEqual({
      path: '',
      name: 'cards',
      kind: 'directory',
      children: [
        {
          path: 'creatures',
          name: 'creatures',
          kind: 'directory',
          children: [{ path: 'creatures/bear.card', name: 'bear.card', kind: 'file' }],
        },
        { path: 'bolt.card', name: 'bolt.card', kind: 'file' },
      ],
    });
  });

  it('applies the file filter and leaves out symlinks that lead outside', async () => {
    await writeFile(path.join(root, 'notes.txt'), '');
    await symlink(outside, path.join(root, 'escape'));
    const filtered = await Workspace.open(root, { fileFilter: (name) => name.endsWith('.card') });
    try {
      const info = await filtered.info();
      expect(info.tree.children?.map((c) => c.name)).toEqual(['creatures', 'bolt.card']);
      // What the filter left out is counted by ending, so an empty tree can say why.
      expect(info.skipped).toEqual({ '.txt': 1 });
    } finally {
      await filtered.close();
    }
  });
});

describe('file operations', () => {
  it('reads several files in the order asked, each unreadable one as null without failing the rest', async () => {
    const files = await workspace.readFiles(['bolt.card', 'missing.card', '../outside/secret.txt', 'creatures', 7]);
    expect(files.map((f) => f?.path ?? null)).toEqual(['bolt.card', null, null, null, null]);
    expect(files[0]?.text).toBe('Name: Lightning Bolt\n');
    expect((await workspace.readFiles(['creatures/bear.card', 'bolt.card'])).map((f) => f?.text)).toEqual([
      'Name: Grizzly Bears\n',
      'Name: Lightning Bolt\n',
    ]);
  });

  it.runIf(process.platform !== 'win32')(
    'reads several files as the single read does: symlinks that stay inside, nothing outside, no pipe, folder or huge file',
    async () => {
      await symlink(path.join(root, 'creatures'), path.join(root, 'alias'));
      await symlink(path.join(outside, 'secret.txt'), path.join(root, 'secret-link.card'));
      await symlink(outside, path.join(root, 'escape'));
      execFileSync('mkfifo', [path.join(root, 'pipe.card')]);
      await writeFile(path.join(root, 'huge.card'), '');
      await truncate(path.join(root, 'huge.card'), 16 * 1024 * 1024 + 1);
      const asked = ['alias/bear.card', 'secret-link.card', 'escape/secret.txt', 'pipe.card', 'huge.card', 'bolt.card'];
      const files = await workspace.readFiles(asked);
      expect(files.map((f) => f?.path ?? null)).toEqual(['alias/bear.card', null, null, null, null, 'bolt.card']);
      expect(files[0]?.text).toBe('Name: Grizzly Bears\n');
      expect(files[0]?.mtimeMs).toBe((await workspace.readFile('alias/bear.card')).mtimeMs);
      // The single read refuses the same files.
      for (const refused of asked.slice(1, 5)) {
        await expect(workspace.readFile(refused)).rejects.toBeInstanceOf(HostError);
      }
    },
  );

  it('lets other work run while it reads many files', async () => {
    const sliced = await Workspace.open(root, { sliceMs: 0 });
    try {
      let turned = false;
      setImmediate(() => (turned = true));
      const files = await sliced.readFiles(['bolt.card', 'creatures/bear.card']);
      expect(files.map((f) => f?.path)).toEqual(['bolt.card', 'creatures/bear.card']);
      expect(turned).toBe(true);
    } finally {
      await sliced.close();
    }
  });

  it('lists the tree in time slices, one check per folder', async () => {
    await mkdir(path.join(root, 'creatures', 'green'));
    const folders: number[] = [];
    const tree = await listTree(
      root,
      root,
      () => true,
      async () => void folders.push(folders.length),
    );
    expect(tree.children?.map((c) => c.name)).toEqual(['creatures', 'bolt.card']);
    expect(folders).toHaveLength(3);
  });

  it('refuses to read several files once the workspace is closed', async () => {
    await workspace.close();
    expect(await codeOf(workspace.readFiles(['bolt.card']))).toBe('io');
  });

  it('reads, writes, creates, renames and deletes', async () => {
    const written = await workspace.writeFile('bolt.card', 'Name: Shock\n');
    expect(written).toMatchObject({ path: 'bolt.card', text: 'Name: Shock\n' });
    expect(written.mtimeMs).toBeGreaterThan(0);
    expect(await readFile(path.join(root, 'bolt.card'), 'utf8')).toBe('Name: Shock\n');

    await workspace.createDirectory('instants/red');
    await workspace.createFile('instants/red/shock.card', 'Name: Shock\n');
    expect(await codeOf(workspace.createFile('instants/red/shock.card', 'other'))).toBe('exists');
    expect(await codeOf(workspace.createDirectory('instants'))).toBe('exists');
    expect(await codeOf(workspace.createFile('missing/x.card', ''))).toBe('not-found');

    await workspace.rename('bolt.card', 'instants/bolt.card');
    expect(await codeOf(workspace.rename('instants/bolt.card', 'instants/red/shock.card'))).toBe('exists');
    expect(await codeOf(workspace.rename('nothing.card', 'x.card'))).toBe('not-found');
    expect(await codeOf(workspace.rename('instants', 'instants/red/inner'))).toBe('invalid-argument');
    expect((await workspace.readFile('instants/bolt.card')).text).toBe('Name: Shock\n');

    await workspace.delete('instants');
    expect(await codeOf(workspace.readFile('instants/bolt.card'))).toBe('not-found');
    expect(await codeOf(workspace.delete('instants'))).toBe('not-found');
    expect(await codeOf(workspace.readFile('creatures'))).toBe('invalid-argument');
  });

  it('saves atomically: no partial file is ever visible and no temp file is left', async () => {
    const target = path.join(root, 'bolt.card');
    const big = 'x'.repeat(4 * 1024 * 1024);
    let reads = 0;
    let stop = false;
    // A concurrent reader must only ever see the complete old or the complete new content.
    const reader = (async () => {
      while (!stop) {
        const seen = await readFile(target, 'utf8');
        expect([big, 'Name: Lightning Bolt\n']).toContain(seen);
        reads++;
      }
    })();
    await workspace.writeFile('bolt.card', big);
    stop = true;
    await reader;
    expect(reads).toBeGreaterThan(0);
    expect(await readFile(target, 'utf8')).toBe(big);
    expect(await readdir(root)).toEqual(['bolt.card', 'creatures']);
  });

  it('cleans up the temp file when the save fails', async () => {
    await mkdir(path.join(root, 'folder.card'));
    await writeFile(path.join(root, 'folder.card', 'inside'), '');
    expect(await codeOf(workspace.writeFile('folder.card', 'x'))).toBe('invalid-argument');
    expect(await readdir(root)).toEqual(['bolt.card', 'creatures', 'folder.card']);
  });

  it('refuses requests after close', async () => {
    await workspace.close();
    expect(await codeOf(workspace.readFile('bolt.card'))).toBe('io');
  });
});

describe('watching', () => {
  function collect(): { changes: WorkspaceChange[]; until(predicate: () => boolean): Promise<void> } {
    const changes: WorkspaceChange[] = [];
    workspace.onChange((batch) => changes.push(...batch));
    return {
      changes,
      until: (predicate) =>
        new Promise((resolve, reject) => {
          const started = Date.now();
          const poll = setInterval(() => {
            if (predicate()) {
              clearInterval(poll);
              resolve();
            } else if (Date.now() - started > 1000) {
              clearInterval(poll);
              reject(new Error(`no matching change within 1s; got ${JSON.stringify(changes)}`));
            }
          }, 10);
        }),
    };
  }
  const has = (changes: WorkspaceChange[], type: WorkspaceChange['type'], file: string): boolean =>
    changes.some((c) => c.type === type && c.path === file);

  it('reports outside additions, changes, deletions and renames within a second', async () => {
    const seen = collect();
    await workspace.watching();

    await writeFile(path.join(root, 'creatures', 'elf.card'), 'Name: Llanowar Elves\n');
    await seen.until(() => has(seen.changes, 'add', 'creatures/elf.card'));

    await writeFile(path.join(root, 'bolt.card'), 'Name: Chain Lightning\n');
    await seen.until(() => has(seen.changes, 'change', 'bolt.card'));

    await rm(path.join(root, 'creatures', 'elf.card'));
    await seen.until(() => has(seen.changes, 'unlink', 'creatures/elf.card'));

    const { rename } = await import('node:fs/promises');
    await rename(path.join(root, 'bolt.card'), path.join(root, 'creatures', 'bolt.card'));
    await seen.until(() => has(seen.changes, 'unlink', 'bolt.card') && has(seen.changes, 'add', 'creatures/bolt.card'));

    await mkdir(path.join(root, 'lands'));
    await seen.until(() => has(seen.changes, 'addDir', 'lands'));
    await rm(path.join(root, 'lands'), { recursive: true });
    await seen.until(() => has(seen.changes, 'unlinkDir', 'lands'));
  });

  it('reports our own atomic save as a change, and ignores temp and dot files', async () => {
    const seen = collect();
    await workspace.watching();
    await writeFile(path.join(root, '.scratch'), 'x');
    await workspace.writeFile('bolt.card', 'Name: Fireblast\n');
    await seen.until(() => has(seen.changes, 'change', 'bolt.card'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(seen.changes.every((c) => !path.basename(c.path).startsWith('.'))).toBe(true);
    expect(seen.changes.filter((c) => c.path === 'bolt.card').map((c) => c.type)).toEqual(['change']);
  });

  it('reports only the files its filter lets through, and every folder', async () => {
    await workspace.close();
    workspace = await Workspace.open(root, { fileFilter: (name) => name.endsWith('.card') });
    const seen = collect();
    await workspace.watching();
    await writeFile(path.join(root, 'notes.txt'), 'x');
    await mkdir(path.join(root, 'docs'));
    await writeFile(path.join(root, 'new.card'), 'x');
    await seen.until(() => has(seen.changes, 'add', 'new.card') && has(seen.changes, 'addDir', 'docs'));
    expect(seen.changes.some((c) => c.path === 'notes.txt')).toBe(false);
  });

  it('stops reporting after close', async () => {
    const seen = collect();
    await workspace.watching();
    await workspace.close();
    await writeFile(path.join(root, 'late.card'), '');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen.changes).toEqual([]);
  });
});
