import { availableParallelism } from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../start-worker.js';
import { parseTask, type ParsedFile, type ParseTask } from './parse-card-task.js';
import type { ParseChunkRequest, ParseWorkerReply } from './parse-cards-worker.js';

/** Files per chunk: a few milliseconds of parsing, so the main thread's share yields to the event loop often. */
const CHUNK_FILES = 128;
/**
 * Below this many files no worker starts: a worker loads and warms up the parser on its own (about 60 ms of CPU
 * measured), which a small folder does not win back.
 */
const MIN_FILES_FOR_WORKERS = 2_000;
/** Chunks sent to a worker ahead, so it never waits for the main thread to hand it the next one. */
const CHUNKS_AHEAD = 2;
/** More threads than this only add start-up costs for the folder sizes a check sees. */
const MAX_WORKERS = 7;

export interface ParsePoolOptions {
  /** Keep each file's card (check --json), not only its warnings. */
  readonly withCards: boolean;
  /** Worker threads beside the main thread; by default one per core beyond the first. */
  readonly workers?: number;
  /** Fewer files are parsed on the main thread only. */
  readonly minFilesForWorkers?: number;
  readonly chunkFiles?: number;
  /** Starts one worker (tests start failing ones). */
  readonly start?: () => Worker;
  /**
   * False: while a worker runs, the main thread parses only what a failed worker left (tests, so workers do get
   * chunks before a small folder is done).
   */
  readonly mainParses?: boolean;
}

/**
 * The worker threads `CARDSMITH_PARSE_WORKERS` asks for (0: parse on the main thread only, as on a machine shared
 * by many), or undefined for the default.
 */
export function workersFromEnv(env: Readonly<Record<string, string | undefined>>): number | undefined {
  const value = env.CARDSMITH_PARSE_WORKERS;
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}

/** Worker threads beside the main one for `files` files: none on one core or for a small folder. */
export function poolSize(files: number, options: Pick<ParsePoolOptions, 'workers' | 'minFilesForWorkers'>): number {
  if (files < (options.minFilesForWorkers ?? MIN_FILES_FOR_WORKERS)) return 0;
  return Math.max(0, Math.min(options.workers ?? availableParallelism() - 1, MAX_WORKERS));
}

/**
 * Reads and parses every task (parseTask) and hands each outcome to `use` in the order of `tasks`, whichever thread
 * parsed it, so a command's output is the same as a one-thread parse. The tasks are cut into chunks; the main thread
 * parses chunks too, between which worker replies come in (and a Ctrl+C lands). A worker that fails or stops has
 * its unfinished chunks parsed on the main thread; after the last chunk the workers are stopped. `use` runs on the
 * main thread, never inside a worker's message event, so what it throws rejects this promise.
 */
export async function parseInOrder(
  tasks: readonly ParseTask[],
  options: ParsePoolOptions,
  use: (index: number, parsed: ParsedFile) => void,
): Promise<void> {
  const chunkFiles = Math.max(1, options.chunkFiles ?? CHUNK_FILES);
  const chunkCount = Math.ceil(tasks.length / chunkFiles);
  const chunkTasks = (chunk: number): ParseTask[] => tasks.slice(chunk * chunkFiles, (chunk + 1) * chunkFiles);
  const results: (readonly ParsedFile[] | undefined)[] = new Array<undefined>(chunkCount);
  // Chunks not yet handed out: a worker's lost chunks first, then the rest in order.
  const redo: number[] = [];
  let next = 0;
  const take = (): number | undefined => redo.pop() ?? (next < chunkCount ? next++ : undefined);

  let wake: (() => void) | null = null;
  const wakeUp = (): void => {
    const w = wake;
    wake = null;
    w?.();
  };

  const lanes: WorkerLane[] = [];
  const start = options.start ?? (() => startWorker(import.meta.url, 'parse-cards-worker'));
  for (let i = 0; i < poolSize(tasks.length, options); i++) {
    let worker: Worker;
    try {
      worker = start();
    } catch {
      break; // No worker can start here (the main thread parses everything).
    }
    const lane: WorkerLane = { worker, inFlight: new Set(), alive: true };
    const feed = (): void => {
      while (lane.alive && lane.inFlight.size < CHUNKS_AHEAD) {
        const chunk = take();
        if (chunk === undefined) return;
        lane.inFlight.add(chunk);
        const request: ParseChunkRequest = { chunk, tasks: chunkTasks(chunk), withCards: options.withCards };
        lane.worker.postMessage(request);
      }
    };
    const lost = (): void => {
      if (!lane.alive) return;
      lane.alive = false;
      redo.push(...lane.inFlight);
      lane.inFlight.clear();
      void lane.worker.terminate().catch(() => undefined);
      wakeUp();
    };
    lane.worker.on('message', (reply: ParseWorkerReply) => {
      // The first message says the worker has loaded the parser: only then is a chunk sent there not kept waiting.
      if (reply === 'ready') return feed();
      if (!lane.inFlight.has(reply.chunk)) return;
      // A reply that does not answer every file of its chunk is a broken worker: its chunks are parsed here.
      if (reply.results.length !== chunkTasks(reply.chunk).length) return lost();
      lane.inFlight.delete(reply.chunk);
      results[reply.chunk] = reply.results;
      feed();
      wakeUp();
    });
    lane.worker.on('error', lost);
    lane.worker.on('exit', lost);
    lanes.push(lane);
  }

  try {
    let delivered = 0;
    while (delivered < chunkCount) {
      const mainTakes = options.mainParses !== false || redo.length > 0 || !lanes.some((lane) => lane.alive);
      const chunk = mainTakes ? take() : undefined;
      if (chunk !== undefined) {
        results[chunk] = chunkTasks(chunk).map((task) => parseTask(task, options.withCards));
      }
      for (let ready = results[delivered]; ready !== undefined; ready = results[delivered]) {
        const base = delivered * chunkFiles;
        for (let i = 0; i < ready.length; i++) use(base + i, ready[i] as ParsedFile);
        results[delivered] = DELIVERED;
        delivered++;
      }
      if (delivered === chunkCount) break;
      if (chunk !== undefined) {
        // Lets the workers' replies in (and hands them their next chunks) before the next chunk here.
        if (lanes.length > 0) await nextTurn();
      } else {
        // Everything left is in a worker: wait for a reply, or for a worker to fail (its chunks come back).
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
    }
  } finally {
    for (const lane of lanes) {
      lane.alive = false;
      // Stopping is asynchronous; the process does not wait for it to end (a worker never holds anything open).
      void lane.worker.terminate().catch(() => undefined);
    }
  }
}

interface WorkerLane {
  readonly worker: Worker;
  readonly inFlight: Set<number>;
  alive: boolean;
}

/** What a delivered chunk's slot holds: its results are let go once handed on. */
const DELIVERED: readonly ParsedFile[] = [];
