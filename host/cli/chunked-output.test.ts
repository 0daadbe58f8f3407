import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { chunkedOutput } from './chunked-output.js';

describe('chunkedOutput', () => {
  it('gathers small writes into one, written at the next turn of the event loop', async () => {
    const writes: string[] = [];
    const out = chunkedOutput((text) => writes.push(text));
    for (let i = 0; i < 1000; i++) out.write(`line ${i}\n`);
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toHaveLength(1);
    expect(writes[0]?.split('\n')).toHaveLength(1001);
  });

  it('writes once a chunk is full, and on flush', () => {
    const writes: string[] = [];
    const out = chunkedOutput((text) => writes.push(text), 10);
    out.write('12345');
    out.write('67890');
    out.write('ab');
    expect(writes).toEqual(['1234567890']);
    out.flush();
    expect(writes).toEqual(['1234567890', 'ab']);
    out.flush();
    expect(writes).toHaveLength(2);
  });
});
