import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { parseCardFile } from '../../engine/format/formats.js';
import type { BatchOutcome, ReadBatch } from './pack-batch.js';
import { nodePackFs } from './pack-fs.js';
import { localPacker, workerPacker, type Packer } from './packer.js';

const deps = { fs: nodePackFs, parseCardFile };

/** Three batches of card texts as read from disk, one with a file that could not be read. */
const batches: ReadBatch[] = [
  {
    texts: [
      {
        source: 'green/elf.card',
        text: 'name Llanowar Elves\ncost {G}\ntype creature - elf druid\npt 1/1\ntext {T}: Add {G}.\n',
      },
      { source: 'red/shock.card', text: 'name Shock\ncost {R}\ntype instant\ntext ~ deals 2 damage to any target.\n' },
    ],
    failures: [],
  },
  {
    texts: [null, { source: 'odd.card', text: 'name Odd\ntype creature\npt 1/1\ntext Whenever ~ dances, shuffle.\n' }],
    failures: [
      { file: 'gone.card', code: 'read-failed', message: 'could not be read: it was deleted or moved while compiling' },
    ],
  },
  { texts: [{ source: 'w/plains.card', text: 'name Plains\nsuper basic\ntype land - plains\n' }], failures: [] },
];

async function packAll(packer: Packer): Promise<BatchOutcome[]> {
  try {
    return await Promise.all(batches.map((b) => packer.pack(b)));
  } finally {
    await packer.close();
  }
}

describe('packers', () => {
  it('a worker packs exactly what the calling thread would, and reports every card', async () => {
    const here: string[] = [];
    const there: string[] = [];
    const expected = await packAll(localPacker(deps, (s) => here.push(s)));
    const actual = await packAll(workerPacker(deps, (s) => there.push(s)));
    expect(actual).toEqual(expected);
    expect(there).toEqual(here);
    expect(here).toEqual(['green/elf.card', 'red/shock.card', 'odd.card', 'w/plains.card']);
    expect(actual[1]?.failures).toEqual(batches[1]?.failures);
  });

  it('packs on the calling thread when the worker cannot start', async () => {
    const seen: string[] = [];
    const outcomes = await packAll(
      workerPacker(
        deps,
        (s) => seen.push(s),
        () => {
          throw new Error('no workers here');
        },
      ),
    );
    expect(outcomes.flatMap((o) => o.cards.map((c) => c.name))).toEqual(['Llanowar Elves', 'Shock', 'Odd', 'Plains']);
    expect(seen).toHaveLength(4);
  });

  it('redoes the batches of a worker that dies, on the calling thread', async () => {
    const seen: string[] = [];
    const dying = (): Worker => new Worker('process.exit(3)', { eval: true });
    const outcomes = await packAll(workerPacker(deps, (s) => seen.push(s), dying));
    expect(outcomes.flatMap((o) => o.cards.map((c) => c.source))).toEqual([
      'green/elf.card',
      'red/shock.card',
      'odd.card',
      'w/plains.card',
    ]);
    expect([...seen].sort()).toEqual(['green/elf.card', 'odd.card', 'red/shock.card', 'w/plains.card']);
  });

  it('a worker that fails while loading its module gives way too', async () => {
    const broken = (): Worker =>
      new Worker(`import(${JSON.stringify(path.resolve('no-such-module.js'))});`, { eval: true });
    const outcomes = await packAll(workerPacker(deps, () => undefined, broken));
    expect(outcomes.map((o) => o.cards.length)).toEqual([2, 1, 1]);
  });
});
