/**
 * `cardsmith check` benchmark: writes 10,000, 20,000 and 30,000 real-looking `.card` files (from
 * ../shared/fixtures/cards-sample.jsonl, as the compile bench does) and times, each as its own process the way a
 * user runs them, in alternating rounds (the order rotates each round):
 *   floor: scripts/bench/read-and-split.mjs, a plain Node script that finds the card files, reads each and
 *          splits it into lines (the least a check does);
 *   cold:  the built CLI, `node bin/cardsmith.js check --no-cache DIR`: every file parsed (output to /dev/null);
 *   warm:  `node bin/cardsmith.js check DIR` with the cache of warnings a first run wrote (every file read and
 *          hashed, none parsed): what a second check of an unchanged folder costs.
 * Then the start: `--help` and `check` of an empty folder, beside a bare `node -e 0`.
 * Targets (issue 21): check at most 1.5x the floor (median of the per-round ratios), growing linearly with the
 * number of files; `--help` and an empty check in at most 0.2 s (median). Both cold and warm are held to it.
 * Run alone with `npm run bench -- check`; `CARDSMITH_BENCH_ROUNDS=N` changes the rounds (default 5).
 */
import { spawnSync } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCli, cliIsStale } from '../build-cli.mjs';
import { loadOracleRecords, ORACLE_FIXTURE, writeBenchWorkspace } from './oracle-cards.js';
import { median } from './stats.js';

const SIZES = [10_000, 20_000, 30_000];
const ROUNDS = Math.max(1, Number(process.env.CARDSMITH_BENCH_ROUNDS ?? 5));
const START_RUNS = 11;
const CHECK_TARGET = 1.5;
const START_TARGET_MS = 200;

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = path.join(repo, 'bin', 'cardsmith.js');
const floorScript = path.join(repo, 'scripts', 'bench', 'read-and-split.mjs');

/**
 * Each child reports its own CPU time (user + system, main thread and libuv pool) on exit: on a shared machine it
 * swings much less than the wall time, so it is printed beside it.
 */
const CPU_MARK = 'cardsmith-bench-cpu-ms';
const REPORT_CPU =
  'data:text/javascript,process.on("exit",()=>{const u=process.cpuUsage();' +
  `process.stderr.write("\\n${CPU_MARK} "+(u.user+u.system)/1000+"\\n")})`;

interface Timing {
  /** Wall milliseconds from spawning the process to its exit. */
  readonly ms: number;
  readonly cpuMs: number;
}

/**
 * Runs `node ...args` as its own process, output thrown away. Throws on a crash or an exit status not in `finished`
 * (check exits 1 when it found warnings, and 2 for a folder with no card file: both are finished runs when expected).
 */
function timed(args: readonly string[], finished: readonly number[] = [0, 1], cwd = repo): Timing {
  const devNull = openSync('/dev/null', 'w');
  try {
    const start = performance.now();
    const run = spawnSync(process.execPath, ['--import', REPORT_CPU, ...args], {
      cwd,
      stdio: ['ignore', devNull, 'pipe'],
    });
    const ms = performance.now() - start;
    const stderr = run.stderr.toString();
    if (run.status === null || !finished.includes(run.status))
      throw new Error(`node ${args.join(' ')} exited ${run.status}: ${stderr}`);
    const cpu = stderr.split(`${CPU_MARK} `)[1];
    return { ms, cpuMs: cpu === undefined ? NaN : Number.parseFloat(cpu) };
  } finally {
    closeSync(devNull);
  }
}

const spread = (values: readonly number[]): string =>
  `${Math.min(...values).toFixed(0)} / ${median(values).toFixed(0)} / ${Math.max(...values).toFixed(0)}`;
const wall = (timings: readonly Timing[]): number[] => timings.map((t) => t.ms);
const cpu = (timings: readonly Timing[]): number[] => timings.map((t) => t.cpuMs);

async function main(): Promise<void> {
  const records = loadOracleRecords();
  if (records === null) {
    console.log(`check bench: ${ORACLE_FIXTURE} is missing; nothing to measure.`);
    return;
  }
  if (cliIsStale() && !(await buildCli())) throw new Error('the CLI does not build');
  const dir = await mkdtemp(path.join(tmpdir(), 'cardsmith-check-bench-'));
  try {
    const empty = path.join(dir, 'empty');
    await mkdir(empty);
    console.log(`check bench: ${ROUNDS} alternating rounds per size, each run its own process`);
    console.log(
      `${'files'.padStart(6)}  ${'run'.padEnd(5)} ${'wall ms min/med/max'.padEnd(20)} ` +
        'wall ratio to the floor (median of rounds; each round); median CPU ms and ratio',
    );
    const kinds = ['floor', 'cold', 'warm'] as const;
    type Kind = (typeof kinds)[number];
    const medians: Record<'cold' | 'warm', { wall: number[]; cpu: number[] }> = {
      cold: { wall: [], cpu: [] },
      warm: { wall: [], cpu: [] },
    };
    const verdicts: Record<'cold' | 'warm', boolean> = { cold: false, warm: false };
    for (const size of SIZES) {
      const cards = path.join(dir, String(size));
      await writeBenchWorkspace(cards, records, size);
      // Warms the page cache and the built CLI, and writes the cache of warnings the warm runs read (in `dir`).
      timed([bin, 'check', cards], [0, 1], dir);
      const args: Record<Kind, readonly string[]> = {
        floor: [floorScript, cards],
        cold: [bin, 'check', '--no-cache', cards],
        warm: [bin, 'check', cards],
      };
      const runs: Record<Kind, Timing[]> = { floor: [], cold: [], warm: [] };
      for (let round = 0; round < ROUNDS; round++) {
        // Rotating which goes first, so none always meets a machine another just warmed or loaded.
        for (let k = 0; k < kinds.length; k++) {
          const kind = kinds[(round + k) % kinds.length] as Kind;
          runs[kind].push(timed(args[kind], [0, 1], dir));
        }
      }
      console.log(`${String(size).padStart(6)}  ${'floor'.padEnd(5)} ${spread(wall(runs.floor)).padEnd(20)}`);
      for (const kind of ['cold', 'warm'] as const) {
        const ratios = runs[kind].map((c, i) => c.ms / (runs.floor[i]?.ms ?? NaN));
        const cpuRatios = runs[kind].map((c, i) => c.cpuMs / (runs.floor[i]?.cpuMs ?? NaN));
        const ratio = median(ratios);
        medians[kind].wall.push(median(wall(runs[kind])));
        medians[kind].cpu.push(median(cpu(runs[kind])));
        verdicts[kind] = ratio <= CHECK_TARGET; // the last size's (30,000) decides
        console.log(
          `${''.padStart(6)}  ${kind.padEnd(5)} ${spread(wall(runs[kind])).padEnd(20)} ` +
            `${ratio.toFixed(2)}x (${ratios.map((r) => r.toFixed(2)).join(', ')}); ` +
            `CPU ${median(cpu(runs.floor)).toFixed(0)} vs ${median(cpu(runs[kind])).toFixed(0)}, ${median(cpuRatios).toFixed(2)}x`,
        );
      }
      await rm(cards, { recursive: true, force: true });
    }
    const growth = (values: readonly number[]): string => ((values[2] ?? NaN) / (values[0] ?? NaN)).toFixed(2);
    for (const kind of ['cold', 'warm'] as const) {
      console.log(
        `growth (${kind}): 30,000 files take ${growth(medians[kind].wall)}x the median wall time of 10,000 ` +
          `(${growth(medians[kind].cpu)}x the CPU time; linear: 3.00x)`,
      );
    }
    for (const kind of ['cold', 'warm'] as const) {
      console.log(
        `check target, ${kind === 'cold' ? 'cold (--no-cache, every file parsed)' : 'warm (cache of warnings)'}: ` +
          `<= ${CHECK_TARGET}x the floor at 30,000 files, median of rounds: ${verdicts[kind] ? 'met' : 'NOT met'}`,
      );
    }

    const starts: Record<string, Timing[]> = { 'node -e 0': [], '--help': [], 'check (empty folder)': [] };
    for (let run = 0; run < START_RUNS; run++) {
      starts['node -e 0']?.push(timed(['-e', '0']));
      starts['--help']?.push(timed([bin, '--help']));
      starts['check (empty folder)']?.push(timed([bin, 'check', empty], [2]));
    }
    console.log(`start, ${START_RUNS} runs each: wall ms min / median / max, median CPU ms`);
    for (const [name, times] of Object.entries(starts)) {
      console.log(`  ${name.padEnd(22)} ${spread(wall(times)).padEnd(18)} ${median(cpu(times)).toFixed(0)}`);
    }
    const startMet = ['--help', 'check (empty folder)'].every((n) => median(wall(starts[n] ?? [])) <= START_TARGET_MS);
    console.log(`start target (<= ${START_TARGET_MS} ms median wall): ${startMet ? 'met' : 'NOT met'}`);
    console.log(
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
