/**
 * Text that remembers where each character came from. Rewrites (self-reference to `~`, stripping
 * reminder text) keep the mapping, so a warning found in the rewritten text still points at the right
 * column of the line the author wrote. The mapping is a short list of segments, not a table per
 * character: the parser runs on every keystroke and on whole folders, so allocation matters.
 */
export interface MappedText {
  readonly text: string;
  /** Identity mapping plus this offset, used while `segments` is null. */
  readonly base: number;
  /** Pieces of `text` in order, covering it exactly; null for the identity mapping. */
  readonly segments: readonly Segment[] | null;
}

/**
 * text[start, end) came from the original line: character by character from `origin` when `literal`;
 * otherwise (a replacement such as `~`) every character stands for original [origin, originEnd).
 */
export interface Segment {
  readonly start: number;
  readonly end: number;
  readonly origin: number;
  readonly originEnd: number;
  readonly literal: boolean;
}

function segmentAt(segments: readonly Segment[], i: number): Segment | undefined {
  for (const segment of segments) if (i < segment.end) return segment;
  return undefined;
}

/** The 0-based original column of text index `i` (0..text.length). */
export function originOf(source: MappedText, i: number): number {
  if (source.segments === null) return source.base + i;
  const segment = segmentAt(source.segments, i);
  if (segment) return segment.literal ? segment.origin + (i - segment.start) : segment.origin;
  return endOfLast(source);
}

/** The original column just past the first `i` characters: the end of a span that stops at `i`. */
export function originEnd(source: MappedText, i: number): number {
  if (source.segments === null) return source.base + i;
  if (i <= 0) return originOf(source, 0);
  const segment = segmentAt(source.segments, i - 1);
  if (segment) return segment.literal ? segment.origin + (i - segment.start) : segment.originEnd;
  return endOfLast(source);
}

/** Past the end of the text: where its last segment ends (or `base` when there is none). */
function endOfLast(source: MappedText): number {
  const last = source.segments?.[source.segments.length - 1];
  return last ? last.originEnd : source.base;
}

/** The identity mapping for `text` that starts at column `base` of its line. */
export function mapped(text: string, base = 0): MappedText {
  return { text, base, segments: null };
}

export interface Replacement {
  readonly start: number;
  readonly end: number;
  readonly with: string;
}

/** Appends the segments for source[from, to) placed at `at` in the new text. */
function copySegments(source: MappedText, from: number, to: number, at: number, into: Segment[]): void {
  if (from >= to) return;
  if (source.segments === null) {
    into.push({
      start: at,
      end: at + (to - from),
      origin: source.base + from,
      originEnd: source.base + to,
      literal: true,
    });
    return;
  }
  for (const s of source.segments) {
    const a = Math.max(from, s.start);
    const b = Math.min(to, s.end);
    if (a >= b) continue;
    const start = at + (a - from);
    const end = at + (b - from);
    if (s.literal) {
      into.push({ start, end, origin: s.origin + (a - s.start), originEnd: s.origin + (b - s.start), literal: true });
    } else into.push({ start, end, origin: s.origin, originEnd: s.originEnd, literal: false });
  }
}

/**
 * Applies non-overlapping replacements sorted by start. A replacement maps to the whole original span
 * it replaced, so a warning on `~` underlines the name it stands for.
 */
export function replaceSpans(source: MappedText, replacements: readonly Replacement[]): MappedText {
  if (replacements.length === 0) return source;
  let text = '';
  const segments: Segment[] = [];
  let at = 0;
  for (const r of replacements) {
    copySegments(source, at, r.start, text.length, segments);
    text += source.text.slice(at, r.start);
    if (r.with.length > 0) {
      const origin = originOf(source, r.start);
      const end = originEnd(source, r.end);
      segments.push({ start: text.length, end: text.length + r.with.length, origin, originEnd: end, literal: false });
      text += r.with;
    }
    at = r.end;
  }
  copySegments(source, at, source.text.length, text.length, segments);
  text += source.text.slice(at);
  // An empty result still needs to know where it was.
  return { text, base: originOf(source, 0), segments };
}

/** Drops leading and trailing whitespace, keeping the mapping. */
export function trimMapped(source: MappedText): MappedText {
  let start = 0;
  let end = source.text.length;
  while (start < end && isSpace(source.text.charCodeAt(start))) start++;
  while (end > start && isSpace(source.text.charCodeAt(end - 1))) end--;
  if (start === 0 && end === source.text.length) return source;
  const text = source.text.slice(start, end);
  if (source.segments === null) return { text, base: source.base + start, segments: null };
  const segments: Segment[] = [];
  copySegments(source, start, end, 0, segments);
  return { text, base: originOf(source, start), segments };
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 160;
}
