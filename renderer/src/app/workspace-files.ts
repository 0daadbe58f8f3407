import type { CardWarning } from '../../../engine/diagnostics.js';
import type { ParseResult } from '../language/parse.js';
import type { LibraryCard } from '../tester/index.js';

/**
 * What the page knows of the workspace's card files from one read and parse of each (see use-workspace-files):
 * the parse results, for the parser panel (warnings, coverage) and the status bar, and the templates, for the
 * rules tester.
 */
export interface WorkspaceFiles {
  /** Every card file in the tree, workspace-relative, in tree order. */
  readonly cardFiles: readonly string[];
  /** Each card file read so far: its parse as on disk (null for a file no format reads). */
  readonly parsed: ReadonlyMap<string, ParseResult | null>;
  /** Each card file read so far that parsed into a card, in `cardFiles` order. */
  readonly cards: readonly LibraryCard[];
  /** Card files still to be read (a workspace just opened, files changed on disk). */
  readonly unread: number;
}

export function warningsByFile(parsed: ReadonlyMap<string, ParseResult | null>): Map<string, readonly CardWarning[]> {
  return new Map([...parsed].map(([path, result]) => [path, result?.warnings ?? []]));
}

export function cardsInOrder(
  cardFiles: readonly string[],
  parsed: ReadonlyMap<string, ParseResult | null>,
): LibraryCard[] {
  return cardFiles.flatMap((path) => {
    const template = parsed.get(path)?.card;
    return template ? [{ path, template }] : [];
  });
}
