import { describe, expect, it } from 'vitest';
import { parseCard, type ParseResult } from '../language/parse.js';
import { CardFileIndex } from './card-file-index.js';

const ELVES = 'name Llanowar Elves\ntype creature - elf druid\ncost {G}\npt 1/1\ntext {T}: Add {G}.\n';
const BROKEN = 'name Broken\ntype creature\nflavour nothing\n';
const TWICE_BROKEN = 'name Broken\ntype creature\nflavour nothing\ncolour none\n';

const FILES = ['a/elves.card', 'b/broken.card', 'c/unread.card', 'notes.card'];

/** Files as the page holds them after one read: a parse result, or null for a file no format reads. */
function read(): Map<string, ParseResult | null> {
  return new Map([
    ['b/broken.card', parseCard('b/broken.card', BROKEN)],
    ['a/elves.card', parseCard('a/elves.card', ELVES)],
    ['notes.card', null],
  ]);
}

const loaded = (): CardFileIndex => CardFileIndex.empty().withFiles(FILES).withResults(read());
const names = (index: CardFileIndex): string[] => index.cards().map((c) => `${c.path}:${c.template.name}`);

describe('CardFileIndex', () => {
  it("counts every file's warnings and lists them in tree order", () => {
    const index = loaded();
    const broken = index.warningCount('b/broken.card');
    expect(broken).toBeGreaterThan(0);
    expect(index.warningCount('a/elves.card')).toBe(0);
    expect(index.warningCount('notes.card')).toBe(0);
    expect(index.warningTotal).toBe(broken);
    expect(index.warnings().map((w) => w.file)).toEqual(Array(broken).fill('b/broken.card'));
    expect(index.readCount).toBe(3);
    expect(index.get('c/unread.card')).toBeUndefined();
  });

  it("gives the tester every parsed card in the tree's order, skipping files not read yet or without a card", () => {
    expect(names(loaded())).toEqual(['a/elves.card:Llanowar Elves', 'b/broken.card:Broken']);
  });

  it('ignores results for paths that are not card files of the tree', () => {
    const index = loaded().withResults(new Map([['elsewhere.card', parseCard('elsewhere.card', BROKEN)]]));
    expect(index.get('elsewhere.card')).toBeUndefined();
    expect(index.warningTotal).toBe(loaded().warningTotal);
  });

  it('patches one changed file into the lists already built, as a new list', () => {
    const index = loaded();
    const warningsBefore = index.warnings();
    const cardsBefore = index.cards();
    const fixed = index.withResults(new Map([['b/broken.card', parseCard('b/broken.card', ELVES)]]));
    expect(fixed).not.toBe(index);
    expect(fixed.warningTotal).toBe(0);
    expect(fixed.warnings()).toEqual([]);
    expect(names(fixed)).toEqual(['a/elves.card:Llanowar Elves', 'b/broken.card:Llanowar Elves']);
    expect(fixed.cards()).not.toBe(cardsBefore);
    expect(warningsBefore.length).toBeGreaterThan(0);

    // Same number of warnings: the list is patched in place of the old range.
    const again = fixed.withResults(new Map([['b/broken.card', parseCard('b/broken.card', BROKEN)]]));
    const list = again.warnings();
    const other = again.withResults(new Map([['b/broken.card', parseCard('b/broken.card', BROKEN)]]));
    expect(other.warnings()).not.toBe(list);
    expect(other.warnings()).toEqual(list);
  });

  it('forgets the files that left the tree, and keeps its identity when the list did not change', () => {
    const index = loaded();
    expect(index.withFiles([...FILES])).toBe(index);
    const smaller = index.withFiles(['a/elves.card', 'notes.card']);
    expect(smaller.warningTotal).toBe(0);
    expect(smaller.get('b/broken.card')).toBeUndefined();
    expect(names(smaller)).toEqual(['a/elves.card:Llanowar Elves']);
  });
});

describe('WorkspaceResults (open files over the disk)', () => {
  it('shows the live parse of an open file in counts, totals and the warning list', () => {
    const index = loaded();
    const disk = index.warningCount('b/broken.card');
    const typed = parseCard('b/broken.card', TWICE_BROKEN);
    const live = index.withLive(new Map([['b/broken.card', typed]]));
    const extra = (typed?.warnings.length ?? 0) - disk;
    expect(extra).toBeGreaterThan(0);
    expect(live.warningCount('b/broken.card')).toBe(disk + extra);
    expect(live.warningTotal).toBe(index.warningTotal + extra);
    expect(live.warnings()).toEqual(typed?.warnings);
    expect(live.get('a/elves.card')).toBe(index.get('a/elves.card'));

    const fixed = index.withLive(new Map([['b/broken.card', parseCard('b/broken.card', ELVES)]]));
    expect(fixed.warningTotal).toBe(0);
    expect(fixed.warnings()).toEqual([]);
    // The disk's own view is untouched.
    expect(index.warningTotal).toBe(disk);
  });
});
