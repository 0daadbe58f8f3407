import { chmod, mkdtemp, readdir, readFile, realpath, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HostError } from '../../host/workspace/host-error.js';
import { Workspace } from '../../host/workspace/workspace.js';
import { unwrap } from '../../renderer/src/host-client/host-error.js';

/**
 * Issue 24, items 3 and 6 (saves): the atomic rename that makes a save safe needs only the folder to be writable,
 * so a read-only (0444) card was replaced without a word; and the hidden temporary files of saves that were
 * interrupted (`.name.<hex>.cardsmith-tmp`, up to 16 MB each) were never removed.
 */
let root: string;
let workspace: Workspace;

beforeEach(async () => {
  root = await realpath(await mkdtemp(path.join(tmpdir(), 'cardsmith-hostile-saves-')));
  workspace = await Workspace.open(root);
});

afterEach(async () => {
  await workspace.close();
  await rm(root, { recursive: true, force: true });
});

async function failure(promise: Promise<unknown>): Promise<HostError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HostError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('saving a read-only file', () => {
  it('is refused with the code read-only and a message a card author understands; the file is unchanged', async () => {
    const file = path.join(root, 'bolt.card');
    await writeFile(file, 'name Lightning Bolt\n');
    await chmod(file, 0o444);
    const error = await failure(workspace.writeFile('bolt.card', 'name Changed\n'));
    expect(error.code).toBe('read-only');
    expect(error.message).toBe(
      'bolt.card is read-only, so Cardsmith did not change it. Make the file writable, or save a copy under another name.',
    );
    expect(await readFile(file, 'utf8')).toBe('name Lightning Bolt\n');
    expect((await stat(file)).mode & 0o777).toBe(0o444);
  });

  it('still saves a writable file', async () => {
    await writeFile(path.join(root, 'bolt.card'), 'name Lightning Bolt\n');
    await workspace.writeFile('bolt.card', 'name Changed\n');
    expect(await readFile(path.join(root, 'bolt.card'), 'utf8')).toBe('name Changed\n');
  });
});

describe('temporary files of interrupted saves', () => {
  it('are removed when the file is saved again: only ours, only old ones', async () => {
    await writeFile(path.join(root, 'bolt.card'), 'name Lightning Bolt\n');
    const hourAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const stale = '.bolt.card.0123456789ab.cardsmith-tmp';
    const fresh = '.bolt.card.ba9876543210.cardsmith-tmp';
    const otherFile = '.shock.card.0123456789ab.cardsmith-tmp';
    const notOurs = '.bolt.card.backup.cardsmith-tmp';
    for (const name of [stale, fresh, otherFile, notOurs]) await writeFile(path.join(root, name), 'partial');
    for (const name of [stale, otherFile, notOurs]) await utimes(path.join(root, name), hourAgo, hourAgo);

    await workspace.writeFile('bolt.card', 'name Changed\n');

    const left = (await readdir(root)).sort();
    // The stale temporary file of bolt.card is gone; a fresh one (a save running now), another file's and a name
    // we did not make stay.
    expect(left).toEqual([otherFile, notOurs, fresh, 'bolt.card'].sort());
  });
});

describe('the read-only refusal on its way to the editor', () => {
  it('keeps its code and message through the page client, for the "Could not save" dialog', () => {
    const message = 'bolt.card is read-only, so Cardsmith did not change it.';
    let thrown: unknown;
    try {
      unwrap({ ok: false, error: { code: 'read-only', message } });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ code: 'read-only', message });
  });
});
