import { describe, expect, it } from 'vitest';
import { splitSourceLines } from './source-lines.js';

describe('splitSourceLines', () => {
  it('numbers lines across \\n, \\r\\n and lone \\r breaks, skipping blank and comment lines', () => {
    const lines = splitSourceLines('name A\r\ncost {G}\rtype land\n\n  # note\n\t\npt 1/1');
    expect(lines.map((l) => [l.line, l.key, l.value])).toEqual([
      [1, 'name', 'A'],
      [2, 'cost', '{G}'],
      [3, 'type', 'land'],
      [7, 'pt', '1/1'],
    ]);
  });

  it('keeps columns of the raw line: leading blanks, a bare key, trailing blanks and no-break spaces', () => {
    const [indented, bare, padded] = splitSourceLines('  NAME\u00a0Llanowar Elves \t\nface\ntext  Flying  \n');
    expect(indented).toEqual({
      line: 1,
      raw: '  NAME\u00a0Llanowar Elves \t',
      key: 'name',
      keyStart: 2,
      keyEnd: 6,
      value: 'Llanowar Elves',
      valueStart: 7,
    });
    expect(bare).toMatchObject({ line: 2, key: 'face', keyStart: 0, keyEnd: 4, value: '', valueStart: 4 });
    expect(padded).toMatchObject({ line: 3, raw: 'text  Flying  ', value: 'Flying', valueStart: 6 });
  });

  it('treats a byte order mark as a blank and gives nothing for an empty or blank file', () => {
    expect(splitSourceLines('\ufeffname A')[0]).toMatchObject({ key: 'name', keyStart: 1, value: 'A' });
    expect(splitSourceLines('')).toEqual([]);
    expect(splitSourceLines('\n\r\n\r   \n')).toEqual([]);
  });

  it('gives the same lines whichever line breaks a file uses', () => {
    const text = 'name Grizzly Bears\ncost {1}{G}\n# comment\ntype creature - bear\npt 2/2\n';
    const plain = splitSourceLines(text);
    expect(splitSourceLines(text.replaceAll('\n', '\r\n'))).toEqual(plain);
    expect(splitSourceLines(text.replaceAll('\n', '\r'))).toEqual(plain);
  });
});
