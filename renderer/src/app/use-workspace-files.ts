import { useMemo } from 'react';
import type { HostApi, TreeNode } from '../../../host/contract.js';
import { isCardFile } from '../language/parse.js';
import { listFiles } from '../tree/tree-model.js';
import { useParsedCardFiles } from './use-parsed-card-files.js';
import type { WorkspaceFiles } from './workspace-files.js';

/**
 * Every card file on disk, read and parsed once (and again when it changes on disk): the workspace view and the
 * status bar take its parse results, the rules tester its cards. One read for both: on 30,000 cards, reading every
 * file once per consumer kept the page reading twice as long.
 */
export function useWorkspaceFiles(host: HostApi, tree: TreeNode | null): WorkspaceFiles {
  const listed = useMemo(() => (tree ? listFiles(tree).filter(isCardFile) : []), [tree]);
  const { index, unread, binary } = useParsedCardFiles(host, listed);
  // A binary file named x.card stays in the tree (and is read again when it changes) but is no card.
  const cardFiles = useMemo(
    () => (binary.size === 0 ? listed : listed.filter((path) => !binary.has(path))),
    [listed, binary],
  );
  const cards = useMemo(() => index.cards(), [index]);
  return { cardFiles, index, cards, unread };
}
