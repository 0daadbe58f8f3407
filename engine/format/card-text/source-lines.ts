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
  let start = 0;
  for (let i = 0; start <= text.length; i++) {
    // Find the line break by hand: no regex split, no array of every line (comments included).
    let stop = start;
    while (stop < text.length && text.charCodeAt(stop) !== 10 && text.charCodeAt(stop) !== 13) stop++;
    const raw = text.slice(start, stop);
    start = stop + (text.charCodeAt(stop) === 13 && text.charCodeAt(stop + 1) === 10 ? 2 : 1);
    let at = 0;
    while (at < raw.length && isBlank(raw.charCodeAt(at))) at++;
    if (at >= raw.length || raw[at] === '#') continue;
    const keyStart = at;
    while (at < raw.length && !isBlank(raw.charCodeAt(at))) at++;
    const keyEnd = at;
    while (at < raw.length && isBlank(raw.charCodeAt(at))) at++;
    let end = raw.length;
    while (end > at && isBlank(raw.charCodeAt(end - 1))) end--;
    lines.push({
      line: i + 1,
      raw,
      key: raw.slice(keyStart, keyEnd).toLowerCase(),
      keyStart,
      keyEnd,
      value: raw.slice(at, end),
      valueStart: at,
    });
  }
  return lines;
}

/** Spaces, tabs and the no-break space pasted from web pages. */
function isBlank(code: number): boolean {
  return code === 32 || code === 9 || code === 160 || code === 0xfeff;
}
