import { describe, expect, it } from 'vitest';
import type { ParseResult } from '../language/parse.js';
import { diskNames, duplicateNameWarnings, nameLineOf, sharedNames } from './duplicate-names.js';

const card = (name: string) => ({ card: { name }, warnings: [] }) as unknown as ParseResult;
const results = (byPath: Record<string, string | null>) => ({
  get: (path: string) => (byPath[path] === undefined ? undefined : byPath[path] === null ? null : card(byPath[path])),
});

describe('duplicate card names', () => {
  const files = ['a/shock.card', 'b/shock.card', 'c/bolt.card', 'd/notes.card'];
  const disk = diskNames(files, results({ 'a/shock.card': 'Shock', 'b/shock.card': 'shock ', 'c/bolt.card': 'Bolt' }));

  it('groups files by name as the compile does (case and spaces aside)', () => {
    expect(sharedNames(disk, new Map())).toEqual([['a/shock.card', 'b/shock.card']]);
  });

  it('takes open files as typed: renaming one away or onto another name moves it', () => {
    expect(sharedNames(disk, new Map([['b/shock.card', card('Lava Spike')]]))).toEqual([]);
    expect(sharedNames(disk, new Map([['c/bolt.card', card('SHOCK')]]))).toEqual([
      ['a/shock.card', 'b/shock.card', 'c/bolt.card'],
    ]);
  });

  it('warns on each file, naming the others, on the name line', () => {
    const warnings = duplicateNameWarnings([['a/shock.card', 'b/shock.card']], () => ({ line: 2, endColumn: 14 }));
    expect(warnings.map((w) => [w.file, w.code, w.line])).toEqual([
      ['a/shock.card', 'duplicate-name', 2],
      ['b/shock.card', 'duplicate-name', 2],
    ]);
    expect(warnings[0]?.message).toMatch(/^b\/shock\.card has a card of the same name/);
    expect(nameLineOf('# a comment\nname    Shock\n')).toEqual({ line: 2, endColumn: 14 });
  });
});
