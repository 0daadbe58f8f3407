import { describe, expect, it } from 'vitest';
import { cardCoverage, type CoverageGroup } from '../../../engine/coverage/coverage.js';
import { parseCard, type ParseResult } from '../language/parse.js';
import { barWidth, createWorkspaceCoverage, groupLabel, nextIndex, partOf } from './coverage-model.js';

function parsed(path: string, text: string): ParseResult {
  const result = parseCard(path, text);
  if (!result) throw new Error(`${path} is no card file`);
  return result;
}

// "Zorble" is made up, so these lines stay refused while the grammar grows; "Flying" is understood.
const zorb = parsed('a/zorb.card', 'name Zorb\ntype enchantment\ntext Zorble creature\ntext Flying\n');
const ward = parsed('b/ward.card', 'name Ward\ntype enchantment\ntext Zorble creature\n');
const bird = parsed('bird.card', 'name Bird\ntype creature - bird\npt 1/1\ntext Flying\n');

describe('createWorkspaceCoverage', () => {
  it('adds up the files in tree order, skipping files no format reads or not read yet', () => {
    const coverage = createWorkspaceCoverage();
    const results = new Map<string, ParseResult | null>([
      ['b/ward.card', ward],
      ['a/zorb.card', zorb],
      ['notes.card', null],
      ['bird.card', bird],
    ]);
    const report = coverage(['a/zorb.card', 'b/ward.card', 'notes.card', 'bird.card', 'unread.card'], results);
    expect(report).toMatchObject({ abilityLines: 4, understoodLines: 2, cards: 3, cleanCards: 1 });
    expect(report.groups.map((g) => [g.key, g.lines.map((l) => l.path)])).toEqual([
      ['zorble creature', ['a/zorb.card', 'b/ward.card']],
    ]);
  });

  it('analyzes a parse result once; a new result for one file costs that file only', () => {
    const analyzed: string[] = [];
    const coverage = createWorkspaceCoverage((path, result) => {
      analyzed.push(path);
      return cardCoverage(path, result);
    });
    const files = ['a/zorb.card', 'bird.card'];
    coverage(
      files,
      new Map([
        ['a/zorb.card', zorb],
        ['bird.card', bird],
      ]),
    );
    expect(analyzed).toEqual(['a/zorb.card', 'bird.card']);

    // Typing in bird.card: a new parse result for it, the same one for zorb.card.
    const edited = parsed('bird.card', 'name Bird\ntype creature - bird\npt 1/1\ntext Flying\ntext Zorble creature\n');
    const report = coverage(
      files,
      new Map([
        ['a/zorb.card', zorb],
        ['bird.card', edited],
      ]),
    );
    expect(analyzed).toEqual(['a/zorb.card', 'bird.card', 'bird.card']);
    expect(report.groups[0]).toMatchObject({ key: 'zorble creature', count: 2 });
  });

  it('analyzes a result again when it shows up under another path (a rename)', () => {
    const analyzed: string[] = [];
    const coverage = createWorkspaceCoverage((path, result) => {
      analyzed.push(path);
      return cardCoverage(path, result);
    });
    coverage(['b/ward.card'], new Map([['b/ward.card', ward]]));
    const report = coverage(['c/ward.card'], new Map([['c/ward.card', ward]]));
    expect(analyzed).toEqual(['b/ward.card', 'c/ward.card']);
    expect(report.groups[0]?.lines[0]?.path).toBe('c/ward.card');
  });
});

const group: CoverageGroup = {
  key: 'when ~ enters',
  count: 3,
  examples: ['Abduction', 'Abhorrent Overlord'],
  lines: [],
};

describe('the coverage texts', () => {
  it('says a part of a whole with its share, without one when there is nothing', () => {
    expect(partOf(4402, 25773)).toBe('4,402 of 25,773 (17.1%)');
    expect(partOf(0, 0)).toBe('0 of 0');
  });

  it('sizes a bar by the group’s share of all refused lines', () => {
    expect(barWidth(group, 12)).toBe('25.00%');
    expect(barWidth(group, 0)).toBe('0%');
  });

  it('names a group for screen readers', () => {
    expect(groupLabel(group, 12)).toBe(
      'when ~ enters: 3 refused lines, 25.0% of all, e.g. Abduction and Abhorrent Overlord',
    );
    expect(groupLabel({ ...group, count: 1, examples: [] }, 0)).toBe('when ~ enters: 1 refused line');
  });
});

describe('nextIndex', () => {
  it('moves with the arrows within the list, Home and End to its ends', () => {
    expect(nextIndex('ArrowDown', 0, 3)).toBe(1);
    expect(nextIndex('ArrowDown', 2, 3)).toBe(2);
    expect(nextIndex('ArrowUp', 0, 3)).toBe(0);
    expect(nextIndex('ArrowUp', 2, 3)).toBe(1);
    expect(nextIndex('Home', 2, 3)).toBe(0);
    expect(nextIndex('End', 0, 3)).toBe(2);
  });

  it('leaves other keys and empty lists alone', () => {
    expect(nextIndex('Enter', 0, 3)).toBeNull();
    expect(nextIndex('ArrowDown', 0, 0)).toBeNull();
  });
});
