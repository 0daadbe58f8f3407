/** One meaningful line of a `.card` file: `key value`, split at the first run of spaces or tabs. */
export interface SourceLine {
  /** 1-based line number. */
  readonly line: number;
  /** The whole line as written (without its line break). */
  readonly raw: string;
  /** Lower-cased key: keys are case-insensitive. */
  readonly key: string;
  /** 0-based column where the key starts. */
  readonly keyStart: number;
  readonly keyEnd: number;
  /** The value with trailing whitespace removed; '' when the line is only a key. */
  readonly value: string;
  /** 0-based column where the value starts. */
  readonly valueStart: number;
}

/** Splits a file into key/value lines, skipping blank lines and `#` comment lines. Accepts \n, \r\n and \r. */
export function splitSourceLines(text: string): SourceLine[] {
  const lines: SourceLine[] = [];
  // Most files have no \r at all: then the native indexOf finds each line break, far faster than a loop in JS.
  const onlyNewlines = text.indexOf('\r') < 0;
  const length = text.length;
  let start = 0;
  for (let number = 1; start <= length; number++) {
    let stop = onlyNewlines ? text.indexOf('\n', start) : lineBreakAt(text, start);
    if (stop < 0) stop = length;
    const next = stop + (text.charCodeAt(stop) === 13 && text.charCodeAt(stop + 1) === 10 ? 2 : 1);
    // Columns are found in `text` itself; only the pieces a SourceLine keeps are sliced out.
    let at = start;
    while (at < stop && isBlank(text.charCodeAt(at))) at++;
    if (at < stop && text.charCodeAt(at) !== 35 /* # */) {
      const keyStart = at;
      while (at < stop && !isBlank(text.charCodeAt(at))) at++;
      const keyEnd = at;
      while (at < stop && isBlank(text.charCodeAt(at))) at++;
      let end = stop;
      while (end > at && isBlank(text.charCodeAt(end - 1))) end--;
      lines.push({
        line: number,
        raw: text.slice(start, stop),
        // Keys are nearly always lower case already, and toLowerCase then hands back the same string.
        key: text.slice(keyStart, keyEnd).toLowerCase(),
        keyStart: keyStart - start,
        keyEnd: keyEnd - start,
        value: text.slice(at, end),
        valueStart: at - start,
      });
    }
    start = next;
  }
  return lines;
}

/** The first \n or \r at or after `from`, or -1. */
function lineBreakAt(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 10 || code === 13) return i;
  }
  return -1;
}

/** Spaces, tabs and the no-break space pasted from web pages. */
function isBlank(code: number): boolean {
  return code === 32 || code === 9 || code === 160 || code === 0xfeff;
}
