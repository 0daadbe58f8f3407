import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DraftStore, NO_DRAFTS, userDataDraftsFile, workspaceDraftsFile } from './drafts.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cardsmith-drafts-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const drafts = {
  tabs: [
    { path: 'a.card', text: 'name A\n' },
    { path: 'b.card', text: null },
  ],
  active: 'a.card',
};

describe('DraftStore', () => {
  it('keeps the record across stores (a restarted app), in order of the writes', async () => {
    const file = workspaceDraftsFile(dir);
    const store = new DraftStore(file);
    expect(await store.read()).toEqual(NO_DRAFTS);
    void store.write({ tabs: [{ path: 'a.card', text: 'old' }], active: null });
    await store.write(drafts);
    expect(await new DraftStore(file).read()).toEqual(drafts);
    expect(store.unsavedFiles()).toEqual(['a.card']);
  });

  it('removes the file when no tab is open, and reads a damaged record as none', async () => {
    const file = workspaceDraftsFile(dir);
    const store = new DraftStore(file);
    await store.write(drafts);
    await store.write(NO_DRAFTS);
    await expect(readFile(file)).rejects.toThrow();
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, '{"tabs": [{"path": 3}]}');
    expect(await store.read()).toEqual(NO_DRAFTS);
  });

  it('after discard, ignores writes until the next read', async () => {
    const store = new DraftStore(userDataDraftsFile(dir, '/some/workspace'));
    await store.write(drafts);
    await store.discard();
    await store.write(drafts);
    expect(await store.read()).toEqual(NO_DRAFTS);
    await store.write(drafts);
    expect(await store.read()).toEqual(drafts);
  });

  it('names one file per workspace in the user-data folder', () => {
    expect(userDataDraftsFile(dir, '/a')).not.toBe(userDataDraftsFile(dir, '/b'));
    expect(path.dirname(userDataDraftsFile(dir, '/a'))).toBe(path.join(dir, 'drafts'));
  });
});
