/**
 * Converts the real card sample (../shared/fixtures/cards-sample.jsonl) into one `.card` file per card, written by
 * the download module's writer, so `cardsmith coverage test-results/sample-cards` measures the parser on real cards.
 *
 *   npx tsx scripts/sample-to-cards.ts [--out DIR] [--fixture PATH]
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseOracleRecords, sampleCardFiles } from '../engine/download/oracle-records.js';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USAGE = 'Usage: npx tsx scripts/sample-to-cards.ts [--out DIR] [--fixture PATH]';

function parseArgs(args: readonly string[]): { out: string; fixture: string } {
  let out = path.join(projectRoot, 'test-results/sample-cards');
  let fixture = path.resolve(projectRoot, '../shared/fixtures/cards-sample.jsonl');
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const value = args[i + 1];
    if ((arg === '--out' || arg === '--fixture') && value !== undefined && !value.startsWith('--')) {
      if (arg === '--out') out = path.resolve(value);
      else fixture = path.resolve(value);
      i++;
    } else {
      throw new Error(`unexpected argument "${arg ?? ''}"\n${USAGE}`);
    }
  }
  return { out, fixture };
}

async function main(): Promise<void> {
  const { out, fixture } = parseArgs(process.argv.slice(2));
  if (!existsSync(fixture)) throw new Error(`no card sample at ${fixture} (see ../shared/fixtures/README.md)`);
  const records = parseOracleRecords(await readFile(fixture, 'utf8'));
  const files = sampleCardFiles(records);
  await mkdir(out, { recursive: true });
  // Files of an earlier run whose card is gone would otherwise count again; only .card files are removed.
  const wanted = new Set(files.map((f) => f.fileName));
  for (const old of await readdir(out)) {
    if (old.endsWith('.card') && !wanted.has(old)) await rm(path.join(out, old));
  }
  for (const file of files) await writeFile(path.join(out, file.fileName), file.text);
  const multiFace = files.filter((f) => f.card.faces.length > 1).length;
  process.stdout.write(
    `Wrote ${files.length} card files (${multiFace} with several faces) from ${records.length} records to ${path.relative(process.cwd(), out) || '.'}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`sample-to-cards: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
