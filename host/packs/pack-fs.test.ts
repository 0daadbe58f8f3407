import { mkdir, readdir, readFile, utimes } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodePackFs, removeStaleTemps, STALE_TEMP_MS, writeFileAtomic } from './pack-fs.js';
import { tempWorkspaces } from './testing/workspace.js';

const workspace = tempWorkspaces();

const NOW = Date.UTC(2026, 10, 30, 12, 0, 0);
const STALE = `.pack.zip.0123456789ab.cardsmith-tmp`;
const FRESH = `.pack.zip.ba9876543210.cardsmith-tmp`;

/** A folder holding temporary files of pack.zip (one left long ago, one being written now) and look-alikes. */
async function folderWithTemps(): Promise<string> {
  const root = await workspace({
    [STALE]: 'half a pack from a compile killed while writing',
    [FRESH]: 'a pack another compile is writing right now',
    '.other.zip.0123456789ab.cardsmith-tmp': 'another pack’s',
    '.pack.zip.notes': 'not ours',
    'pack.zip': 'the earlier pack',
  });
  await mkdir(path.join(root, '.pack.zip.aaaaaaaaaaaa.cardsmith-tmp'));
  const longAgo = new Date(NOW - STALE_TEMP_MS - 60_000);
  for (const name of [STALE, '.other.zip.0123456789ab.cardsmith-tmp', '.pack.zip.notes', 'pack.zip']) {
    await utimes(path.join(root, name), longAgo, longAgo);
  }
  await utimes(path.join(root, '.pack.zip.aaaaaaaaaaaa.cardsmith-tmp'), longAgo, longAgo);
  const aMinuteAgo = new Date(NOW - 60_000);
  await utimes(path.join(root, FRESH), aMinuteAgo, aMinuteAgo);
  return root;
}

describe('temporary packs left behind', () => {
  it('are removed when old, and nothing else is: a recent one, another pack’s, look-alikes, a folder', async () => {
    const root = await folderWithTemps();
    await removeStaleTemps(path.join(root, 'pack.zip'), nodePackFs, NOW);
    expect((await readdir(root)).sort()).toEqual(
      [
        '.other.zip.0123456789ab.cardsmith-tmp',
        '.pack.zip.aaaaaaaaaaaa.cardsmith-tmp',
        '.pack.zip.notes',
        FRESH,
        'pack.zip',
      ].sort(),
    );
  });

  it('are cleared by the next atomic write of the same pack', async () => {
    const root = await folderWithTemps();
    await writeFileAtomic(path.join(root, 'pack.zip'), new TextEncoder().encode('the new pack'), nodePackFs, NOW);
    expect(await readFile(path.join(root, 'pack.zip'), 'utf8')).toBe('the new pack');
    const names = await readdir(root);
    expect(names).not.toContain(STALE);
    expect(names).toContain(FRESH);
  });

  it('never stop a write: a folder that cannot be listed just keeps its files', async () => {
    const root = await folderWithTemps();
    const fs = { ...nodePackFs, list: () => Promise.reject(new Error('EACCES: permission denied')) };
    await writeFileAtomic(path.join(root, 'pack.zip'), new TextEncoder().encode('written anyway'), fs, NOW);
    expect(await readFile(path.join(root, 'pack.zip'), 'utf8')).toBe('written anyway');
    expect(await readdir(root)).toContain(STALE);
  });
});
