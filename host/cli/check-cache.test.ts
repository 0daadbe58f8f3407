import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHECK_CACHE_FILE, CheckCache, type CachedWarning } from './check-cache.js';

const WARNINGS: readonly CachedWarning[] = [[2, 6, 9, 'bad-mana-cost', '{Q} is not a mana symbol']];

let folder = '';
let card = '';
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'cardsmith-check-cache-unit-'));
  card = path.join(folder, 'a.card');
  await writeFile(card, 'name A\ncost {2}{Q}\n');
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Checks `card` as the command does: stat before reading, look up by content, remember the stamp. */
function checkOnce(cache: CheckCache, text: string): readonly CachedWarning[] | undefined {
  const stat = CheckCache.statOf(card);
  if (!stat) throw new Error('no stat');
  const key = CheckCache.keyOf('.card', text);
  cache.remember(card, stat, key);
  const found = cache.get(key);
  if (!found) cache.set(key, WARNINGS);
  return found;
}

describe('CheckCache stamps', () => {
  it('keeps no stamp for a file changed within two seconds of the run (a write could hide behind its times)', async () => {
    const cache = CheckCache.open(folder, 'v1');
    checkOnce(cache, 'name A\ncost {2}{Q}\n');
    await cache.save();
    const next = CheckCache.open(folder, 'v1');
    const stat = CheckCache.statOf(card);
    expect(stat && next.unchanged(card, stat)).toBeUndefined();
  });

  it('gives back the warnings of a file stamped long after it changed, until its size or times change', async () => {
    // A run that began ten seconds after the file's last change.
    const later = Date.now() + 10_000;
    const cache = CheckCache.open(folder, 'v1', later);
    checkOnce(cache, 'name A\ncost {2}{Q}\n');
    await cache.save();

    const next = CheckCache.open(folder, 'v1', later);
    const stat = CheckCache.statOf(card);
    expect(stat && next.unchanged(card, stat)).toEqual(WARNINGS);

    // A tool can set the modification time back (touch -d, cp -p) but not the change time: a different one misses.
    if (!stat) throw new Error('no stat');
    expect(next.unchanged(card, [stat[0], stat[1], stat[2] + 1])).toBeUndefined();
    // An edit of another size made later misses too.
    await writeFile(card, 'name A\ncost {2}{Q}{Q}\n');
    const edited = CheckCache.statOf(card);
    expect(edited && next.unchanged(card, edited)).toBeUndefined();

    // Another parser's cache knows no stamps.
    const other = CheckCache.open(folder, 'v2', later);
    expect(stat && other.unchanged(card, stat)).toBeUndefined();
  });

  it('stores each message once and each path relative to its folder, and reads them back', async () => {
    const later = Date.now() + 10_000;
    const other = path.join(folder, 'b.card');
    await writeFile(other, 'name B\ncost {Q}\n');
    const cache = CheckCache.open(folder, 'v1', later);
    for (const [file, text] of [
      [card, 'name A\ncost {2}{Q}\n'],
      [other, 'name B\ncost {Q}\n'],
    ] as const) {
      const stat = CheckCache.statOf(file);
      if (!stat) throw new Error('no stat');
      const key = CheckCache.keyOf('.card', text);
      cache.remember(file, stat, key);
      cache.set(key, WARNINGS);
    }
    await cache.save();
    const stored = JSON.parse(await readFile(path.join(folder, CHECK_CACHE_FILE), 'utf8')) as {
      messages: string[];
      stamps: [string, ...number[]][];
    };
    expect(stored.messages).toEqual(['{Q} is not a mana symbol']);
    expect(stored.stamps.map((s) => s[0])).toEqual(['a.card', 'b.card']);

    const next = CheckCache.open(folder, 'v1', later);
    for (const file of [card, other]) {
      const stat = CheckCache.statOf(file);
      expect(stat && next.unchanged(file, stat)).toEqual(WARNINGS);
    }
  });
});
