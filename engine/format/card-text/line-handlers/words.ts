import type { SourceLine } from '../source-lines.js';

export interface PlacedWord {
  readonly word: string;
  /** 0-based columns in the raw line. */
  readonly start: number;
  readonly end: number;
}

/** Module-level: a regex literal inside the function would be a new object on every call. */
const WORD = /[^\s,]+/g;

/** The words of a line's value (split on spaces, tabs and commas) with their columns. */
export function valueWords(line: SourceLine, from = 0, to = line.value.length): PlacedWord[] {
  const words: PlacedWord[] = [];
  const re = WORD;
  re.lastIndex = 0;
  const slice = line.value.slice(from, to);
  for (let m = re.exec(slice); m; m = re.exec(slice)) {
    const start = line.valueStart + from + m.index;
    words.push({ word: m[0], start, end: start + m[0].length });
  }
  return words;
}

/** The columns of the whole value, for warnings about all of it. */
export function valueSpan(line: SourceLine): [number, number] {
  return [line.valueStart, line.valueStart + Math.max(line.value.length, 0)];
}
