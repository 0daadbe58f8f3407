import {
  cardCoverage,
  formatShare,
  summarizeCoverage,
  type CardCoverage,
  type CoverageGroup,
  type CoverageReport,
} from '../../../engine/coverage/coverage.js';
import type { ParseResult, ParseResults } from '../language/parse.js';

/** The Coverage tab's lists grow this many items at a time: each group is a bar, heavier than a warning row. */
export const COVERAGE_STEP = 50;

/**
 * The workspace's coverage from the parse results the Workspace tab shows, in tree order. Each file's share is
 * kept per parse result (a WeakMap: a result the page dropped is forgotten), so a new result for the one file being
 * typed in costs that file's analysis and a pass adding up the rest, not a fresh read of every file.
 */
export function createWorkspaceCoverage(
  analyze: (path: string, result: ParseResult) => CardCoverage = cardCoverage,
): (cardFiles: readonly string[], results: ParseResults) => CoverageReport {
  const cache = new WeakMap<ParseResult, { path: string; coverage: CardCoverage }>();
  return (cardFiles, results) => {
    const cards: CardCoverage[] = [];
    for (const path of cardFiles) {
      const result = results.get(path);
      if (!result) continue;
      let hit = cache.get(result);
      if (!hit || hit.path !== path) {
        hit = { path, coverage: analyze(path, result) };
        cache.set(result, hit);
      }
      cards.push(hit.coverage);
    }
    return summarizeCoverage(cards);
  };
}

/** "4402 of 25773 (17.1%)"; no share when there is nothing to count. */
export function partOf(part: number, whole: number): string {
  const counts = `${part.toLocaleString('en')} of ${whole.toLocaleString('en')}`;
  return whole === 0 ? counts : `${counts} (${formatShare(part / whole)})`;
}

export function refusedLines(report: CoverageReport): number {
  return report.abilityLines - report.understoodLines;
}

/** A group's bar: its share of all refused lines, as a CSS width. */
export function barWidth(group: CoverageGroup, refused: number): string {
  return refused === 0 ? '0%' : `${((group.count / refused) * 100).toFixed(2)}%`;
}

/** What a screen reader says for a group's button. */
export function groupLabel(group: CoverageGroup, refused: number): string {
  const lines = `${group.count.toLocaleString('en')} refused line${group.count === 1 ? '' : 's'}`;
  const share = refused === 0 ? '' : `, ${formatShare(group.count / refused)} of all`;
  const examples = group.examples.length > 0 ? `, e.g. ${group.examples.join(' and ')}` : '';
  return `${group.key}: ${lines}${share}${examples}`;
}

/** Arrow keys, Home and End in a list of buttons: the index to focus next, or null for keys the list leaves alone. */
export function nextIndex(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return Math.min(index + 1, count - 1);
    case 'ArrowUp':
      return Math.max(index - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
