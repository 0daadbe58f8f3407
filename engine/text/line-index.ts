/**
 * Where each line of a text starts, found in one pass, so turning an offset into a line and column is a binary
 * search instead of a scan from the start: a file with many warnings stays linear (issue 24: a 1 MB `.card.json`
 * took ten minutes when each of its warnings counted line breaks from the top).
 */
export class LineIndex {
  /** Offsets where lines start: 0, then one past each `\n`. */
  private readonly starts: number[] = [0];

  constructor(private readonly text: string) {
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) this.starts.push(at + 1);
  }

  /** 1-based line and column of a 0-based offset (clamped to the text). */
  position(offset: number): { line: number; column: number } {
    const end = Math.max(0, Math.min(offset, this.text.length));
    // The last line start at or before `end`.
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.starts[middle] ?? 0) <= end) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: end - (this.starts[low] ?? 0) + 1 };
  }
}
