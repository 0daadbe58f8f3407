import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker } from '../start-worker.js';
import { parseTask, type ParsedFile, type ParseTask } from './parse-card-task.js';
import { parseInOrder, poolSize } from './parse-pool.js';

let root = '';
const tasks: ParseTask[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'cardsmith-parse-pool-'));
  for (let i = 0; i < 40; i++) {
    const file = path.join(root, `card-${String(i).padStart(2, '0')}.card`);
    // Every third card has a warning naming its number, so an answer in the wrong place shows.
    const cost = i % 3 === 0 ? `{${i}}{Q}` : `{${i}}`;
    await writeFile(file, `name Card ${i}\ncost ${cost}\ntype creature\npt ${i}/${i}\ntext Flying\n`);
    tasks.push({ file });
  }
  // A file that is missing by the time it is read, and one given as text, not read at all.
  tasks.splice(7, 0, { file: path.join(root, 'gone.card') });
  tasks.splice(20, 0, { file: path.join(root, 'inline.card'), text: 'name Inline\ncost {Q}\n' });
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Every outcome parseInOrder hands on, checking they come in order, each once. */
async function collect(options: Parameters<typeof parseInOrder>[1]): Promise<ParsedFile[]> {
  const got: ParsedFile[] = [];
  await parseInOrder(tasks, options, (index, parsed) => {
    expect(index).toBe(got.length);
    got.push(parsed);
  });
  return got;
}

const oneThread = (): ParsedFile[] => tasks.map((task) => parseTask(task, false));

/** A worker started from JavaScript source: it says it is ready, then does what `onChunk` says with each chunk. */
function fakeWorker(onChunk: string): () => Worker {
  const source = `const { parentPort } = require('node:worker_threads');
parentPort.postMessage('ready');
parentPort.on('message', (request) => { ${onChunk} });`;
  return () => new Worker(source, { eval: true });
}

describe('parseTask', () => {
  it('reads and parses a file, keeping the card only when asked', () => {
    const parsed = parseTask(tasks[0] as ParseTask, true);
    expect(parsed).toMatchObject({ card: { name: 'Card 0' }, warnings: [{ line: 2, code: 'bad-mana-cost' }] });
    expect('warnings' in parsed && parsed.warnings[0]).not.toHaveProperty('file');
    expect(parseTask(tasks[1] as ParseTask, false)).toEqual({ warnings: [] });
  });

  it('says why a file could not be read or parsed instead of throwing', () => {
    expect(parseTask({ file: path.join(root, 'gone.card') }, false)).toEqual({
      unreadable: expect.stringContaining('ENOENT') as unknown,
    });
    expect(parseTask({ file: root, named: true }, false)).toEqual({
      unreadable: 'not a regular file (a pipe, device or socket)',
    });
    expect(parseTask({ file: path.join(root, 'notes.txt'), text: 'x' }, false)).toEqual({
      failed: 'no card format reads this file',
    });
  });
});

describe('parseInOrder', () => {
  it('gives the same outcomes in the same order on two workers beside the main thread as on one thread', async () => {
    let fromWorkers = 0;
    const got = await collect({
      withCards: false,
      workers: 2,
      minFilesForWorkers: 0,
      chunkFiles: 3,
      mainParses: false,
      start: () => {
        const worker = startWorker(import.meta.url, 'parse-cards-worker');
        worker.on('message', (reply) => {
          if (reply !== 'ready') fromWorkers++;
        });
        return worker;
      },
    });
    expect(got).toEqual(oneThread());
    expect(got[7]).toEqual({ unreadable: expect.stringContaining('ENOENT') as unknown });
    expect(got[20]).toMatchObject({ warnings: [{ code: 'bad-mana-cost' }] });
    expect(fromWorkers).toBeGreaterThan(0);
  }, 60_000);

  it('parses on the main thread only for a small folder, and starts no worker', async () => {
    let started = 0;
    const got = await collect({
      withCards: false,
      workers: 2,
      chunkFiles: 3,
      start: () => {
        started++;
        throw new Error('no worker should start');
      },
    });
    expect(got).toEqual(oneThread());
    expect(started).toBe(0);
    // Where no worker can start at all, the main thread parses everything.
    const alone = await collect({
      withCards: false,
      workers: 2,
      minFilesForWorkers: 0,
      mainParses: false,
      start: () => {
        throw new Error('no threads here');
      },
    });
    expect(alone).toEqual(oneThread());
    expect(poolSize(1_999, {})).toBe(0);
    expect(poolSize(50_000, { workers: 1 })).toBe(1);
    expect(poolSize(50_000, { workers: 100 })).toBe(7);
  });

  it('parses on the main thread what a worker that stopped or failed was given', async () => {
    const stops = await collect({
      withCards: false,
      workers: 1,
      minFilesForWorkers: 0,
      chunkFiles: 2,
      mainParses: false,
      start: fakeWorker('process.exit(3);'),
    });
    expect(stops).toEqual(oneThread());
    const throws = await collect({
      withCards: false,
      workers: 2,
      minFilesForWorkers: 0,
      chunkFiles: 2,
      mainParses: false,
      start: fakeWorker("throw new Error('broken worker');"),
    });
    expect(throws).toEqual(oneThread());
    const short = await collect({
      withCards: false,
      workers: 1,
      minFilesForWorkers: 0,
      chunkFiles: 2,
      mainParses: false,
      start: fakeWorker('parentPort.postMessage({ chunk: request.chunk, results: [] });'),
    });
    expect(short).toEqual(oneThread());
  }, 60_000);

  it('ignores a reply for a chunk the worker was not given', async () => {
    const got = await collect({
      withCards: false,
      workers: 1,
      minFilesForWorkers: 0,
      chunkFiles: 4,
      mainParses: false,
      start: fakeWorker(
        "parentPort.postMessage({ chunk: request.chunk + 1000, results: [] }); parentPort.postMessage({ chunk: request.chunk, results: request.tasks.map(() => ({ failed: 'from the worker' })) });",
      ),
    });
    expect(got).toHaveLength(tasks.length);
    // Each file's outcome is the worker's for the chunks it did, the parser's for the others: never a mix-up.
    got.forEach((parsed, i) => {
      if (!('failed' in parsed)) expect(parsed).toEqual(oneThread()[i]);
    });
    expect(got.some((parsed) => 'failed' in parsed)).toBe(true);
  }, 60_000);

  it('rejects with what `use` throws, and stops its workers', async () => {
    await expect(
      parseInOrder(tasks, { withCards: false, workers: 1, minFilesForWorkers: 0, chunkFiles: 2 }, () => {
        throw new Error('stdout closed');
      }),
    ).rejects.toThrow('stdout closed');
  }, 60_000);
});
