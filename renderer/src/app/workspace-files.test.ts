import { describe, expect, it } from 'vitest';
import { parseCard, type ParseResult } from '../language/parse.js';
import { cardsInOrder, warningsByFile } from './workspace-files.js';

const ELVES = 'name Llanowar Elves\ntype creature - elf druid\ncost {G}\npt 1/1\ntext {T}: Add {G}.\n';
const BROKEN = 'name Broken\ntype creature\nflavour nothing\n';

/** Files as the page holds them after one read: a parse result, or null for a file no format reads. */
function parsedFiles(): Map<string, ParseResult | null> {
  return new Map([
    ['b/broken.card', parseCard('b/broken.card', BROKEN)],
    ['a/elves.card', parseCard('a/elves.card', ELVES)],
    ['notes.card', null],
  ]);
}

describe('workspace files from one parse each', () => {
  it('gives every file read its warnings, none for a file no format reads', () => {
    const warnings = warningsByFile(parsedFiles());
    expect([...warnings.keys()]).toEqual(['b/broken.card', 'a/elves.card', 'notes.card']);
    expect(warnings.get('a/elves.card')).toEqual([]);
    expect(warnings.get('notes.card')).toEqual([]);
    const broken = warnings.get('b/broken.card') ?? [];
    expect(broken.length).toBeGreaterThan(0);
    expect(broken.every((w) => w.file === 'b/broken.card')).toBe(true);
  });

  it("gives the tester every parsed card in the tree's order, skipping files not read yet or without a card", () => {
    const cards = cardsInOrder(['a/elves.card', 'b/broken.card', 'c/unread.card', 'notes.card'], parsedFiles());
    expect(cards.map((c) => [c.path, c.template.name])).toEqual([
      ['a/elves.card', 'Llanowar Elves'],
      ['b/broken.card', 'Broken'],
    ]);
    expect(cards[0]?.template.types).toEqual(['creature']);
  });
});
