import { describe, expect, it } from 'vitest';
import { memoByText } from './text-memo.js';

describe('memoByText', () => {
  it('computes each text once and hands every caller the same result', () => {
    const seen: string[] = [];
    const lengthOf = memoByText((text: string) => {
      seen.push(text);
      return { length: text.length };
    });
    const first = lengthOf('Flying');
    expect(lengthOf('Flying')).toBe(first);
    expect(lengthOf('Haste')).toEqual({ length: 5 });
    expect(seen).toEqual(['Flying', 'Haste']);
  });

  it('empties itself when full, so memory stays bounded', () => {
    let calls = 0;
    const upper = memoByText((text: string) => {
      calls++;
      return text.toUpperCase();
    }, 2);
    upper('a');
    upper('b');
    upper('c'); // full: forgets a and b
    upper('c');
    expect(calls).toBe(3);
    expect(upper('a')).toBe('A');
    expect(calls).toBe(4);
  });

  it('passes the function an equal copy of the text, not a slice of a bigger string', () => {
    const file = `name X\ntext ${'Flying'}\n`;
    const slice = file.slice(12, 18);
    const echo = memoByText((text: string) => text);
    expect(echo(slice)).toBe('Flying');
  });
});

describe('memoByText results', () => {
  it('are frozen all the way down, since many cards share them', () => {
    const parse = memoByText((text: string) => ({ symbols: [{ kind: text }] }));
    const result = parse('G');
    expect(Object.isFrozen(result)).toBe(true);
    expect(Object.isFrozen(result.symbols)).toBe(true);
    expect(Object.isFrozen(result.symbols[0])).toBe(true);
  });
});
