/**
 * Quick-open ranking: the query's characters must appear in order in the path (case-insensitive).
 * Matches in the file name beat matches in folders, consecutive and word-start matches score more.
 */

/** Matches scoring under this share of the best match are dropped. */
const RELEVANCE_FLOOR = 0.7;

export interface QuickOpenMatch {
  readonly path: string;
  readonly score: number;
  /** Indices in `path` of the matched characters, for highlighting. */
  readonly positions: readonly number[];
}

function isWordStart(text: string, i: number): boolean {
  if (i === 0) return true;
  const prev = text[i - 1] ?? '';
  const here = text[i] ?? '';
  return /[\s/._-]/.test(prev) || (prev === prev.toLowerCase() && here !== here.toLowerCase());
}

/** Greedy subsequence match from `from`, or null. */
function subsequence(haystack: string, needle: string, from: number): number[] | null {
  const lowerHay = haystack.toLowerCase();
  const positions: number[] = [];
  let at = from;
  for (const ch of needle.toLowerCase()) {
    const i = lowerHay.indexOf(ch, at);
    if (i < 0) return null;
    positions.push(i);
    at = i + 1;
  }
  return positions;
}

function score(path: string, positions: readonly number[], nameStart: number): number {
  let total = 0;
  positions.forEach((p, k) => {
    total += 1;
    if (p >= nameStart) total += 2;
    if (isWordStart(path, p)) total += 3;
    if (k > 0 && positions[k - 1] === p - 1) total += 4;
  });
  return total - path.length * 0.01;
}

export function matchPath(path: string, query: string): QuickOpenMatch | null {
  const q = query.replace(/\s+/g, '');
  if (q === '') return { path, score: 0, positions: [] };
  const nameStart = path.lastIndexOf('/') + 1;
  // Prefer a match inside the file name; fall back to the whole path.
  const positions = subsequence(path, q, nameStart) ?? subsequence(path, q, 0);
  if (!positions) return null;
  return { path, score: score(path, positions, nameStart), positions };
}

export function filterPaths(paths: readonly string[], query: string, limit = 50): QuickOpenMatch[] {
  const matches: QuickOpenMatch[] = [];
  for (const path of paths) {
    const m = matchPath(path, query);
    if (m) matches.push(m);
  }
  matches.sort((a, b) => b.score - a.score || a.path.localeCompare(b.path));
  // Scattered matches far below the best one are noise ("serra" finding "sandstone-warrior").
  const best = matches[0]?.score ?? 0;
  const floor = query.trim().length >= 2 ? best * RELEVANCE_FLOOR : -Infinity;
  return matches.filter((m) => m.score >= floor).slice(0, limit);
}
