import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP_ENTRY_URL, appAssetPath, isAppUrl } from './app-url.js';
import { lastWorkspaceFile, readLastWorkspace, rememberWorkspace } from './last-workspace.js';

describe('isAppUrl', () => {
  it('accepts only our own scheme and host', () => {
    expect(isAppUrl(APP_ENTRY_URL)).toBe(true);
    expect(isAppUrl('app://cardsmith/assets/index.js')).toBe(true);
    for (const url of [
      'file:///index.html',
      'https://cardsmith/',
      'app://evil/',
      'app://cardsmith.evil/',
      '',
      'nonsense',
      undefined,
    ]) {
      expect(isAppUrl(url)).toBe(false);
    }
  });
});

describe('last workspace', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cardsmith-user-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('round-trips an existing folder', async () => {
    const file = lastWorkspaceFile(path.join(dir, 'userData'));
    expect(await readLastWorkspace(file)).toBeUndefined();
    await rememberWorkspace(file, dir);
    expect(await readLastWorkspace(file)).toBe(dir);
  });

  it('forgets folders that are gone and ignores broken records', async () => {
    const file = lastWorkspaceFile(dir);
    await rememberWorkspace(file, path.join(dir, 'gone'));
    expect(await readLastWorkspace(file)).toBeUndefined();
    await writeFile(file, '{not json');
    expect(await readLastWorkspace(file)).toBeUndefined();
    await writeFile(file, JSON.stringify({ workspace: 'relative/path' }));
    expect(await readLastWorkspace(file)).toBeUndefined();
  });
});

describe('appAssetPath', () => {
  const dir = path.resolve('/app/dist/renderer');
  it('maps our URLs to files inside the renderer folder', () => {
    expect(appAssetPath(dir, 'app://cardsmith/index.html')).toBe(path.join(dir, 'index.html'));
    expect(appAssetPath(dir, 'app://cardsmith/')).toBe(path.join(dir, 'index.html'));
    expect(appAssetPath(dir, 'app://cardsmith/assets/a%20b.js?x=1#y')).toBe(path.join(dir, 'assets', 'a b.js'));
  });

  it.each([
    'app://cardsmith/../secret.txt',
    'app://cardsmith/%2e%2e/secret.txt',
    'app://cardsmith/assets/%2e%2e/%2e%2e/secret.txt',
    'app://cardsmith/..%2fsecret.txt',
    'app://cardsmith/..%2f..%2f..%2fetc/passwd',
  ])('keeps %s inside the renderer folder', (url) => {
    const file = appAssetPath(dir, url);
    if (file !== undefined) expect(file.startsWith(dir + path.sep)).toBe(true);
  });

  it.each([
    'app://cardsmith/..%5csecret.txt',
    'app://cardsmith/a%00.js',
    'app://cardsmith/%E0%A4%A',
    'app://other/index.html',
    'file:///etc/passwd',
  ])('refuses %s', (url) => {
    expect(appAssetPath(dir, url)).toBeUndefined();
  });
});
