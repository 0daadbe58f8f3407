import { describe, expect, it } from 'vitest';
import type { SourceLine } from '../source-lines.js';
import { valueWords } from './words.js';

function lineOf(value: string, valueStart = 6): SourceLine {
  return { line: 1, raw: `color ${value}`, key: 'color', keyStart: 0, keyEnd: 5, value, valueStart };
}

describe('valueWords', () => {
  it('splits on commas and whitespace and gives columns in the raw line', () => {
    expect(valueWords(lineOf('white,  blue\tand green'))).toEqual([
      { word: 'white', start: 6, end: 11 },
      { word: 'blue', start: 14, end: 18 },
      { word: 'and', start: 19, end: 22 },
      { word: 'green', start: 23, end: 28 },
    ]);
  });

  it('reads only between from and to', () => {
    expect(valueWords(lineOf('creature - elf druid'), 10).map((w) => w.word)).toEqual(['elf', 'druid']);
    expect(valueWords(lineOf('creature - elf druid'), 0, 9).map((w) => w.word)).toEqual(['creature']);
  });

  it('breaks words exactly where the regular expression /[^\\s,]+/ does, for every character', () => {
    const mismatches: string[] = [];
    for (let code = 0; code < 0x10000; code++) {
      const value = `a${String.fromCharCode(code)}b`;
      const expected = value.match(/[^\s,]+/g) ?? [];
      const actual = valueWords(lineOf(value)).map((w) => w.word);
      if (actual.join('|') !== expected.join('|')) mismatches.push(code.toString(16));
    }
    expect(mismatches).toEqual([]);
  });
});
