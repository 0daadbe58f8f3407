import type { LibraryCard } from '../tester/index.js';
import type { CardFileIndex } from './card-file-index.js';

/**
 * What the page knows of the workspace's card files from one read and parse of each (see use-workspace-files):
 * the parse results, for the parser panel (warnings, coverage) and the status bar, and the templates, for the
 * rules tester.
 */
export interface WorkspaceFiles {
  /** Every card file in the tree, workspace-relative, in tree order; not those found to be binary. */
  readonly cardFiles: readonly string[];
  /** Each card file read so far: its parse as on disk, its warnings; a new index after each change. */
  readonly index: CardFileIndex;
  /** Each card file read so far that parsed into a card, in `cardFiles` order. */
  readonly cards: readonly LibraryCard[];
  /** Card files still to be read (a workspace just opened, files changed on disk). */
  readonly unread: number;
}
