/**
 * `npm run bench`: runs every `scripts/bench/*.bench.ts` in name order, one after another.
 * A bench file does its work when imported (top-level await is fine) or exports a default function.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

for (const file of files) {
  console.log(`\n== ${file} ==`);
  const mod = (await import(pathToFileURL(join(here, file)).href)) as { default?: unknown };
  if (typeof mod.default === 'function') await (mod.default as () => unknown)();
}
