import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeFile, encodeText, looksBinary } from './text-encoding.js';

const bytes = (...values: number[]): Uint8Array => Uint8Array.from(values);

describe('text encodings', () => {
  it('reads valid UTF-8 (a byte-order mark kept) as text, and anything else as not UTF-8, with a lossy view', () => {
    expect(decodeFile(Buffer.from('\ufeffname Café\n'))).toEqual({
      text: '\ufeffname Café\n',
      encoding: 'utf-8',
      kind: 'text',
    });
    const latin = Buffer.from('name Caf\xe9\n', 'latin1');
    expect(decodeFile(latin)).toEqual({ text: 'name Caf\ufffd\n', encoding: 'utf-8', kind: 'not-utf8' });
    expect(decodeFile(latin, 'latin1')).toEqual({ text: 'name Café\n', encoding: 'latin1', kind: 'text' });
    expect(decodeFile(bytes(0x80, 0x93, 0x41), 'windows-1252').text).toBe('€“A');
  });

  it('writes Latin-1 and Windows-1252 back byte for byte', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (raw) => {
        const text = raw.filter((b) => b >= 0x20 || b === 0x0a);
        for (const encoding of ['latin1', 'windows-1252'] as const) {
          expect(encodeText(decodeFile(text, encoding).text, encoding)).toEqual(text);
        }
      }),
    );
  });

  it('refuses text an encoding cannot hold, naming the character and its line', () => {
    expect(() => encodeText('a\nb €', 'latin1')).toThrow(/"€" on line 2 cannot be saved in Latin-1/);
    expect(encodeText('€', 'windows-1252')).toEqual(bytes(0x80));
    expect(() => encodeText('ā', 'windows-1252')).toThrow(/Windows-1252/);
  });

  it('tells binary files by a NUL byte or mostly control characters', () => {
    expect(looksBinary(bytes(0x6e, 0x00, 0x61))).toBe(true);
    expect(looksBinary(bytes(1, 2, 3, 0x61))).toBe(true);
    expect(looksBinary(Buffer.from('name Shock\r\n\ttext x\n'))).toBe(false);
    expect(looksBinary(bytes())).toBe(false);
    expect(decodeFile(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toMatchObject({
      kind: 'binary',
      text: '',
    });
  });
});
