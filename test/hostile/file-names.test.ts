import { describe, expect, it } from 'vitest';
import { safeFileName } from '../../engine/download/file-name.js';

/**
 * Issue 24, item 9: downloaded card names become file names. Windows gives device names a meaning whatever follows
 * the first dot (`con.txt.card` is the console), counts superscript digits (`COM¹`), and bidi controls such as
 * U+202E turn `exe.card` into what reads as another name; control characters break terminals and tools.
 */
describe('downloaded file names are portable and show what they are', () => {
  it.each([
    ['con.txt', 'con_.txt.card'],
    ['CON', 'CON_.card'],
    ['Nul.Tar.Gz', 'Nul_.Tar.Gz.card'],
    ['aux ', 'aux_.card'],
    ['COM¹', 'COM¹_.card'],
    ['lpt³.x', 'lpt³_.x.card'],
    ['COM0', 'COM0_.card'],
    ['conin$', 'conin$_.card'],
    ['Conspiracy', 'Conspiracy.card'],
    ['Auxiliary. Helper', 'Auxiliary. Helper.card'],
  ])('%s → %s', (name, expected) => {
    expect(safeFileName(name)).toBe(expected);
  });

  it('drops bidi controls and invisible format characters', () => {
    expect(safeFileName('Shock\u202Edrac.exe')).toBe('Shockdrac.exe.card');
    for (const c of [
      '\u200E',
      '\u200F',
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u061C',
      '\uFEFF',
      '\u200B',
    ]) {
      expect(safeFileName(`A${c}B`), `U+${c.codePointAt(0)?.toString(16)}`).toBe('AB.card');
    }
  });

  it('drops every control character, C1 included', () => {
    expect(safeFileName('A\u0000B\u001bC\u007fD\u0085E\u009fF')).toBe('ABCDEF.card');
  });
});
