import type { SourceLine } from '../source-lines.js';

export interface PlacedWord {
  readonly word: string;
  /** 0-based columns in the raw line. */
  readonly start: number;
  readonly end: number;
}

/**
 * The words of a line's value between `from` and `to` (split on commas and whitespace, as the regex class `\s`
 * means it), with their columns. Scanned by hand: a regex would allocate a match array for every word.
 */
export function valueWords(line: SourceLine, from = 0, to = line.value.length): PlacedWord[] {
  const words: PlacedWord[] = [];
  const value = line.value;
  let at = from;
  for (;;) {
    while (at < to && isBreak(value.charCodeAt(at))) at++;
    if (at >= to) return words;
    const start = at;
    while (at < to && !isBreak(value.charCodeAt(at))) at++;
    words.push({ word: value.slice(start, at), start: line.valueStart + start, end: line.valueStart + at });
  }
}

/** A comma, or whitespace as `\s` means it in a regular expression. */
function isBreak(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 160) return code === 44;
  return (
    code === 160 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** The columns of the whole value, for warnings about all of it. */
export function valueSpan(line: SourceLine): [number, number] {
  return [line.valueStart, line.valueStart + Math.max(line.value.length, 0)];
}
