import { describe, expect, it } from 'vitest';
import { PackZip, zipEntries } from './zip-entries.js';
import { textEntry } from './testing/zip-input.js';

const ENTRIES = [
  textEntry('manifest.json', '{"cards": 3}\n'),
  textEntry('cards/a.json', `{"name":"A","text":"${'Flying. '.repeat(100)}"}\n`),
  textEntry('cards/empty.json', ''),
  textEntry('cards/jötun-grunt.json', '{"name":"Jötun Grunt"}\n'),
];

describe('PackZip', () => {
  it('gives the same bytes whether it deflates entries as they are added or all at the end', () => {
    const early = new PackZip({ deflateOnAdd: true });
    for (const entry of ENTRIES) early.add(entry);
    expect(early.toBuffer().equals(zipEntries(ENTRIES))).toBe(true);
  });

  it('deflates an entry again when its bytes are replaced after it was deflated on add', () => {
    const [head, ...cards] = ENTRIES;
    if (!head) throw new Error('no head');
    for (const deflateOnAdd of [false, true]) {
      const zip = new PackZip({ deflateOnAdd });
      zip.add(textEntry(head.path, '{}'));
      for (const card of cards) zip.add(card);
      expect(zip.replace(head)).toBe(true);
      expect(zip.replace(textEntry('missing.json', '{}'))).toBe(false);
      expect(zip.toBuffer().equals(zipEntries(ENTRIES)), `deflateOnAdd ${deflateOnAdd}`).toBe(true);
    }
  });
});
