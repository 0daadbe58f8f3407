import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { atomicCreate, atomicWrite } from './atomic-write.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cardsmith-atomic-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

it('removes its temp file when the final rename fails', async () => {
  await mkdir(path.join(dir, 'target'));
  await writeFile(path.join(dir, 'target', 'keep'), '');
  await expect(atomicWrite(path.join(dir, 'target'), 'text')).rejects.toThrow();
  expect(await readdir(dir)).toEqual(['target']);
});

it('keeps the permission bits of the file it replaces', async () => {
  const file = path.join(dir, 'script.card');
  await writeFile(file, 'old');
  await chmod(file, 0o600);
  await atomicWrite(file, 'new');
  expect((await stat(file)).mode & 0o777).toBe(0o600);
  expect(await readFile(file, 'utf8')).toBe('new');
});

it('creates without ever overwriting, leaving no temp file either way', async () => {
  const file = path.join(dir, 'new.card');
  await atomicCreate(file, 'first');
  await expect(atomicCreate(file, 'second')).rejects.toMatchObject({ code: 'EEXIST' });
  expect(await readFile(file, 'utf8')).toBe('first');
  expect(await readdir(dir)).toEqual(['new.card']);
});
