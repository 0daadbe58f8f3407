import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCardFiles } from './card-files.js';

let root = '';

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'cardsmith-card-files-'));
  const files = [
    'b.card',
    'a.card.json',
    'notes.txt',
    'package.json',
    'sub/z.card',
    'sub/deeper/y.CARD',
    'node_modules/pkg/x.card',
    '.git/x.card',
    '.hidden/x.card',
  ];
  for (const file of files) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), 'name X\n');
  }
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('findCardFiles', () => {
  it('finds card files recursively, sorted, skipping node_modules and dot folders', async () => {
    const found = await findCardFiles([root]);
    expect(found.map((f) => path.relative(root, f).split(path.sep).join('/'))).toEqual([
      'a.card.json',
      'b.card',
      'sub/deeper/y.CARD',
      'sub/z.card',
    ]);
  });

  it('takes files given directly and drops duplicates, keeping the order of the paths', async () => {
    const b = path.join(root, 'b.card');
    const found = await findCardFiles([b, path.join(root, 'notes.txt'), root]);
    expect(found[0]).toBe(b);
    expect(found.filter((f) => f === b)).toHaveLength(1);
    expect(found).toHaveLength(4);
  });

  it('rejects a missing path', async () => {
    await expect(findCardFiles([path.join(root, 'missing')])).rejects.toThrow(/no such file or folder/);
  });
});
