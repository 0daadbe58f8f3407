import { describe, expect, it } from 'vitest';
import { parseCardJson } from '../../engine/format/json/card-json-format.js';
import { LineIndex } from '../../engine/text/line-index.js';

/**
 * Issue 24, item 2: every warning of a `.card.json` used to find its line and column by scanning the text from the
 * start, so a file with many warnings took quadratic time (100 KB → 9.7 s, 1 MB → 593 s). Positions now come from
 * one line index built per file. The bench (`npm run bench -- hostile`) times the 1 MB file.
 */
describe('.card.json warning positions', () => {
  it('are found by a line index: the line a 0-based offset is on, and its 1-based column', () => {
    const lines = new LineIndex('ab\ncd\n\nefg');
    expect(lines.position(0)).toEqual({ line: 1, column: 1 });
    expect(lines.position(2)).toEqual({ line: 1, column: 3 });
    expect(lines.position(3)).toEqual({ line: 2, column: 1 });
    expect(lines.position(6)).toEqual({ line: 3, column: 1 });
    expect(lines.position(7)).toEqual({ line: 4, column: 1 });
    expect(lines.position(10)).toEqual({ line: 4, column: 4 });
    // Past the end: the end of the text.
    expect(lines.position(99)).toEqual({ line: 4, column: 4 });
  });

  it('a 100 KB file of 25,000 warnings reads within the default test timeout (it took 9.7 s)', () => {
    // One warning per list item, spread over lines so both line and column matter.
    const items = Array.from({ length: 25_000 }, (_, k) => (k % 10 === 9 ? '1\n' : '1'));
    const text = `{"name": "A", "subtypes": [${items.join(',')}]}`;
    expect(text.length).toBeGreaterThan(50_000);
    const { warnings } = parseCardJson(text, 'big.card.json');
    expect(warnings).toHaveLength(25_000);
    const last = warnings[warnings.length - 1];
    const offset = text.lastIndexOf('1');
    const before = text.slice(0, offset);
    expect(last?.line).toBe(before.split('\n').length);
    expect(last?.column).toBe(offset - before.lastIndexOf('\n'));
  });
});
