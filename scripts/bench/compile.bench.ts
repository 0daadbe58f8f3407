/**
 * Compile benchmark: writes 30,000 real-looking `.card` files (from ../shared/fixtures/cards-sample.jsonl,
 * repeated and renamed as needed) into a temporary workspace, then times, in one run:
 *   floor:   list the card files, read them, zip them unchanged (same adm-zip settings), write the zip;
 *   compile: compileWorkspace, which also parses, lays out canonical JSON, hashes and writes the manifest
 *            (filling and deflating the zip on two helper threads while it parses, on a machine with a spare core).
 * Target: compile within 1.5x of the floor. Peak memory is sampled during each phase.
 * Run alone with `npx tsx scripts/bench/compile.bench.ts` (or through scripts/bench/index.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { compileWorkspace } from '../../host/packs/compile-workspace.js';
import { relativeSource } from '../../host/packs/pack-file.js';
import { nodePackFs, writeFileAtomic } from '../../host/packs/pack-fs.js';
import { zipEntries } from '../../host/packs/zip-entries.js';
import { findCardFiles } from '../../host/workspace/card-files.js';
import { loadOracleRecords, ORACLE_FIXTURE, writeBenchWorkspace } from './oracle-cards.js';
import { median } from './stats.js';

const TARGET_FILES = 30_000;
/**
 * Alternating floor/compile rounds. On a shared 2-core machine one phase's time swings by 20-30% from run
 * to run, so the verdict is the median of the per-round ratios, each round's two phases run back to back.
 */
const ROUNDS = Number(process.env.CARDSMITH_BENCH_ROUNDS ?? 9);
/** What one floor or compile reports: the zip's size, and milliseconds per phase as the phase named them. */
interface Run {
  packBytes: number;
  phases: Readonly<Record<string, number>>;
  /** The compile's zip was made by helper threads. */
  helped?: boolean;
}

interface Sample extends Run {
  ms: number;
  /** User + system CPU time of the whole process (main thread and libuv pool): less sensitive to a busy machine. */
  cpuMs: number;
  peakRss: number;
  peakHeap: number;
}

/**
 * A full garbage collection before each phase, so one phase's leftover garbage is not counted in the next
 * one's peak heap (the peaks otherwise swing by 300 MB with GC timing). `--expose-gc` switched on at run time,
 * since the bench is started through tsx; the `gc` function is then fetched from a fresh context.
 */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Times `run` while sampling memory every 5 ms. */
async function measure(run: () => Promise<Run>): Promise<Sample> {
  collectGarbage();
  let peakRss = 0;
  let peakHeap = 0;
  const sample = (): void => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  };
  const timer = setInterval(sample, 5);
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  const { packBytes, phases, helped } = await run();
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  clearInterval(timer);
  sample();
  return { ms, cpuMs: (cpu.user + cpu.system) / 1000, peakRss, peakHeap, packBytes, phases, helped };
}

/** The floor: what any pack writer must do, with no parsing. */
async function floor(root: string, out: string): Promise<Run> {
  const t0 = performance.now();
  const files = await findCardFiles([root]);
  const t1 = performance.now();
  // Named and read exactly as the compile names and reads them.
  const entries = files.map((file) => ({ path: relativeSource(root, file), bytes: nodePackFs.readFileSync(file) }));
  const t2 = performance.now();
  const zip = zipEntries(entries);
  const t3 = performance.now();
  await writeFileAtomic(out, zip);
  const phases = { list: t1 - t0, 'read / parse': t2 - t1, assemble: 0, zip: t3 - t2, write: performance.now() - t3 };
  return { packBytes: zip.length, phases };
}

async function compile(root: string, out: string): Promise<Run> {
  const result = await compileWorkspace({ root, out });
  if (result.status !== 'written')
    throw new Error(`compile ${result.status}: ${JSON.stringify(result.failures.slice(0, 3))}`);
  const { list, parse, assemble, zip, write } = result.timings;
  return {
    packBytes: result.packSize ?? 0,
    phases: { list, 'read / parse': parse, assemble, zip, write },
    helped: result.zippedOffThread,
  };
}

/** The median of each phase over the rounds, floor beside compile: where the compile's extra time goes. */
function phaseTable(floors: readonly Sample[], compiles: readonly Sample[]): string {
  const names = Object.keys(compiles[0]?.phases ?? {});
  const cell = (samples: readonly Sample[], name: string): number => median(samples.map((s) => s.phases[name] ?? 0));
  const rows = names.map((name) => {
    const f = cell(floors, name);
    const c = cell(compiles, name);
    return `  ${name.padEnd(13)} ${f.toFixed(0).padStart(6)} ${c.toFixed(0).padStart(8)} ${(c - f).toFixed(0).padStart(7)}`;
  });
  return [`phases, median ms    floor  compile   extra`, ...rows].join('\n');
}

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function best(samples: readonly Sample[]): Sample {
  const fastest = samples.reduce((a, b) => (b.ms < a.ms ? b : a));
  return {
    ...fastest,
    cpuMs: Math.min(...samples.map((s) => s.cpuMs)),
    peakRss: Math.max(...samples.map((s) => s.peakRss)),
    peakHeap: Math.max(...samples.map((s) => s.peakHeap)),
  };
}

async function main(): Promise<void> {
  const records = loadOracleRecords();
  if (records === null) {
    console.log(`compile bench: ${ORACLE_FIXTURE} is missing; nothing to measure.`);
    return;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'cardsmith-compile-bench-'));
  try {
    const workspace = path.join(dir, 'workspace');
    const t0 = performance.now();
    const generated = await writeBenchWorkspace(workspace, records, TARGET_FILES);
    console.log(
      `workspace: ${generated.files} card files, ${mb(generated.bytes)}, from ${records.length} records ` +
        `(generated in ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    );

    // Alternate the phases so both see the same warm caches; the rows show the fastest run of each. Which one
    // goes first alternates too, so neither always runs in the wake of the other's garbage (the two halves are
    // printed apart: on this VM they differed by 0.1-0.25x, in either direction from run to run).
    const floors: Sample[] = [];
    const compiles: Sample[] = [];
    const runFloor = async (): Promise<void> => {
      floors.push(await measure(() => floor(workspace, path.join(dir, 'floor.zip'))));
    };
    const runCompile = async (): Promise<void> => {
      compiles.push(await measure(() => compile(workspace, path.join(dir, 'pack.zip'))));
    };
    for (let round = 0; round < ROUNDS; round++) {
      const [first, second] = round % 2 === 0 ? [runFloor, runCompile] : [runCompile, runFloor];
      await first();
      await second();
    }
    const f = best(floors);
    const c = best(compiles);
    const ratios = compiles.map((s, i) => s.ms / (floors[i]?.ms ?? Number.NaN));
    const cpuRatios = compiles.map((s, i) => s.cpuMs / (floors[i]?.cpuMs ?? Number.NaN));
    const ratio = median(ratios);
    const cpuRatio = median(cpuRatios);
    const row = (label: string, s: Sample): string =>
      `${label} ${s.ms.toFixed(0).padStart(6)} ms (CPU ${s.cpuMs.toFixed(0).padStart(6)} ms)   zip ${mb(s.packBytes).padStart(8)}   ` +
      `peak RSS ${mb(s.peakRss).padStart(9)}   peak heap ${mb(s.peakHeap).padStart(9)}`;
    console.log(row('floor   (list + read + zip unchanged + write):', f));
    console.log(row('compile (list + read + parse + pack + write): ', c));
    const spread = (values: readonly number[]): string =>
      `${Math.min(...values).toFixed(2)}-${Math.max(...values).toFixed(2)}x`;
    console.log(
      `ratio compile/floor, median of ${ROUNDS} rounds: ${ratio.toFixed(2)}x wall (rounds ${spread(ratios)}), ` +
        `${cpuRatio.toFixed(2)}x CPU (rounds ${spread(cpuRatios)}); target within 1.5x: ${ratio <= 1.5 ? 'met' : 'NOT met'}`,
    );
    const byOrder = (floorFirst: boolean): string => {
      const some = ratios.filter((_, i) => (i % 2 === 0) === floorFirst);
      return some.length > 0 ? `${median(some).toFixed(2)}x (${some.length} rounds)` : 'none';
    };
    console.log(`  of which rounds with the floor first: ${byOrder(true)}; the compile first: ${byOrder(false)}`);
    console.log(phaseTable(floors, compiles));
    const helped = compiles.filter((s) => s.helped).length;
    console.log(
      `zip helper threads: used by ${helped} of ${ROUNDS} compiles (their zip phase is the wait for the helpers to finish)`,
    );
    const list = (samples: readonly Sample[]): string => samples.map((s) => s.ms.toFixed(0)).join(', ');
    console.log(
      `runs (wall ms): floor ${list(floors)}; compile ${list(compiles)}; load average ${loadavg()[0]?.toFixed(1)}`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
