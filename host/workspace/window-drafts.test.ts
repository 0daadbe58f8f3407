import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DraftStore, NO_DRAFTS, workspaceDraftsFile } from './drafts.js';
import { UNNAMED_WINDOW, WindowDrafts } from './window-drafts.js';

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cardsmith-window-drafts-'));
  file = workspaceDraftsFile(dir);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const tab = (p: string, text: string | null = `name ${p}\n`) => ({ path: p, text });
const a = { tabs: [tab('a.card')], active: 'a.card' };
const b = { tabs: [tab('b.card')], active: 'b.card' };

describe('WindowDrafts', () => {
  it("keeps two open windows' drafts apart: neither overwrites the other's", async () => {
    const windows = new WindowDrafts(new DraftStore(file));
    windows.connect('A');
    windows.connect('B');
    await windows.write('A', a);
    await windows.write('B', b);
    await windows.write('A', { tabs: [tab('a.card', 'name A again\n')], active: 'a.card' });
    expect(await windows.read('B')).toEqual(b);
    expect(await windows.read('A')).toEqual({ tabs: [tab('a.card', 'name A again\n')], active: 'a.card' });
    // Readers that know no windows (the desktop app, an older version) see everything, merged.
    expect(await new DraftStore(file).read()).toEqual({
      tabs: [tab('a.card', 'name A again\n'), tab('b.card')],
      active: 'a.card',
    });
  });

  it('gives a window the drafts of windows gone (closed, or a server killed), merged, and takes them over', async () => {
    const before = new WindowDrafts(new DraftStore(file));
    before.connect('A');
    before.connect('B');
    await before.write('A', a);
    await before.write('B', b);

    // The server restarts: no window is connected; the first page to open brings back both.
    const after = new WindowDrafts(new DraftStore(file));
    after.connect('C');
    expect(await after.read('C')).toEqual({ tabs: [tab('a.card'), tab('b.card')], active: 'a.card' });
    const record = JSON.parse(await readFile(file, 'utf8')) as { windows: Record<string, unknown> };
    expect(Object.keys(record.windows)).toEqual(['C']);
    // Taken over: a second page gets none of them again.
    after.connect('D');
    expect(await after.read('D')).toEqual(NO_DRAFTS);
  });

  it("leaves a connected window's drafts to it, and takes them once its socket closed", async () => {
    const windows = new WindowDrafts(new DraftStore(file));
    const disconnectA = windows.connect('A');
    await windows.write('A', a);
    expect(await windows.read('B')).toEqual(NO_DRAFTS);
    disconnectA();
    expect(await windows.read('B')).toEqual(a);
  });

  it('reads a drafts file from before windows as one window, and removes the file when no window has tabs', async () => {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(a));
    const windows = new WindowDrafts(new DraftStore(file));
    expect(await windows.read('A')).toEqual(a);
    await windows.write('A', NO_DRAFTS);
    await expect(readFile(file)).rejects.toThrow();
    expect(await windows.read(UNNAMED_WINDOW)).toEqual(NO_DRAFTS);
  });
});
