/**
 * Hostile input benchmark (issue 24): what once stalled, timed. Target: each under 1 s.
 *   evil pack:    a 64 KB pack whose one card entry inflates to 64 MiB of nested brackets, its hash in the
 *                 manifest matching (before: 19.6 s and 2 GB for a 58 KB one; now refused by its declared size);
 *   deep entry:   the same pack with an entry of 1 MiB of brackets, under the size limit (refused by its depth);
 *   1 MB .card.json: half a million list items that are not strings, one warning each over 50,000 lines
 *                 (before: 593 s, each warning counting lines from the top).
 * Median of a few rounds. Run alone with `npm run bench -- hostile`.
 */
import { packWithCardEntry } from '../../engine/packs/testing/tampered-pack.js';
import { parseCardJson } from '../../engine/format/json/card-json-format.js';
import { loadPack } from '../../host/packs/load-pack.js';
import { sha256 } from '../../host/packs/sha256.js';
import { zipEntries } from '../../host/packs/zip-entries.js';

const ROUNDS = Number(process.env.CARDSMITH_BENCH_ROUNDS ?? 5);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Wall time, and this thread's CPU time: on a machine shared with other work the wall time says little. */
async function timed(label: string, run: () => Promise<string> | string): Promise<void> {
  const times: number[] = [];
  const cpu: number[] = [];
  let outcome = '';
  for (let r = 0; r < ROUNDS; r++) {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    outcome = await run();
    const used = process.cpuUsage(startCpu);
    times.push(performance.now() - start);
    cpu.push((used.user + used.system) / 1000);
  }
  const ms = (values: number[]): string => median(values).toFixed(0).padStart(6);
  console.log(`${label.padEnd(18)} ${ms(times)} ms (CPU ${ms(cpu)} ms)  ${outcome}`);
}

/** A zipped pack whose one card entry is `bytes`, with a matching hash in its manifest. */
function evilPack(bytes: Uint8Array): Uint8Array {
  return zipEntries([...packWithCardEntry(bytes, sha256)].map(([path, data]) => ({ path, bytes: data })));
}

function brackets(bytes: number): Uint8Array {
  const text = `${'['.repeat(bytes / 2)}${']'.repeat(bytes / 2)}`;
  return new TextEncoder().encode(text);
}

const outcomeOf = (result: Awaited<ReturnType<typeof loadPack>>): string =>
  result.ok ? 'loaded' : result.errors.map((e) => `${e.code}: ${e.message}`).join('; ');

const bomb = evilPack(brackets(64 * 1024 * 1024));
console.log(`evil pack: ${(bomb.byteLength / 1024).toFixed(0)} KB zipped, one entry of 64 MiB`);
await timed('evil pack', async () => outcomeOf(await loadPack(bomb)));
const deep = evilPack(brackets(1024 * 1024 - 2));
await timed('deep entry', async () => outcomeOf(await loadPack(deep)));

const items = Array.from({ length: 500_000 }, (_, k) => (k % 10 === 9 ? '1\n' : '1'));
const cardJson = `{"name": "A", "subtypes": [${items.join(',')}]}`;
console.log(`.card.json: ${(cardJson.length / 1024 / 1024).toFixed(1)} MB`);
await timed('1 MB .card.json', () => `${parseCardJson(cardJson, 'big.card.json').warnings.length} warnings`);
