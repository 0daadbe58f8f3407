import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { zipEntries, type ZipInput } from './zip-entries.js';
import { startZipWorker, zipOffThread, type ZipOffThread } from './zip-off-thread.js';
import { sameBytes, textEntry } from './testing/zip-input.js';

const MANIFEST = textEntry('manifest.json', '{"cards": 3}\n');
const CARDS = [
  textEntry('cards/a.json', '{"name":"A"}\n'),
  textEntry('cards/b.json', '{"name":"B"}\n'),
  textEntry('cards/c.json', ''),
];

function started(start?: () => Worker): ZipOffThread {
  const helper = zipOffThread(['manifest.json'], start);
  if (!helper) throw new Error('the helper did not start');
  return helper;
}

describe('zipOffThread', () => {
  it('zips what it was given to the same bytes as zipEntries, with the head filled in at the end', async () => {
    const helper = started();
    try {
      helper.add(CARDS.slice(0, 2));
      helper.add(CARDS.slice(2));
      const zipped = await helper.finish([MANIFEST, ...CARDS]);
      expect(zipped).not.toBeNull();
      expect(sameBytes(zipped, zipEntries([MANIFEST, ...CARDS]))).toBe(true);
    } finally {
      helper.stop();
    }
  });

  it('leaves the caller its bytes: entries are copied to the helper, not moved', () => {
    const helper = started();
    try {
      const card = textEntry('cards/a.json', 'kept');
      helper.add([card]);
      expect(new TextDecoder().decode(card.bytes)).toBe('kept');
    } finally {
      helper.stop();
    }
  });

  it('gives null, so the caller zips itself, when the pack is not laid out as the entries were added', async () => {
    const differs: ZipInput[][] = [
      [MANIFEST, CARDS[1], CARDS[0], CARDS[2]].filter((e): e is ZipInput => e !== undefined),
      [MANIFEST, ...CARDS.slice(0, 2)],
      [textEntry('other.json', '{}'), ...CARDS],
      [...CARDS, MANIFEST],
    ];
    for (const entries of differs) {
      const helper = started();
      try {
        helper.add(CARDS);
        expect(await helper.finish(entries)).toBeNull();
      } finally {
        helper.stop();
      }
    }
  });

  it('gives null when the helper cannot start, dies, cannot load its module, or is stopped', async () => {
    expect(
      zipOffThread(['manifest.json'], () => {
        throw new Error('no workers here');
      }),
    ).toBeNull();
    const starts = [
      () => new Worker('process.exit(3)', { eval: true }),
      () =>
        new Worker(`import(${JSON.stringify(new URL('./no-such-module.js', import.meta.url).href)});`, { eval: true }),
      () =>
        new Worker(`require('node:worker_threads').parentPort.on('message', () => { throw new Error('boom'); });`, {
          eval: true,
        }),
    ];
    for (const start of starts) {
      const helper = started(start);
      helper.add(CARDS);
      expect(await helper.finish([MANIFEST, ...CARDS])).toBeNull();
      helper.stop();
    }
    const stopped = started(startZipWorker);
    stopped.add(CARDS);
    const finishing = stopped.finish([MANIFEST, ...CARDS]);
    stopped.stop();
    expect(await finishing).toBeNull();
    expect(await stopped.finish([MANIFEST, ...CARDS])).toBeNull();
  });
});
