import { useMemo } from 'react';
import type { HostApi, TreeNode } from '../../../host/contract.js';
import type { CardWarning } from '../../../engine/diagnostics.js';
import { isCardFile, parseCard } from '../language/parse.js';
import { listFiles } from '../tree/tree-model.js';
import { useParsedCardFiles } from './use-parsed-card-files.js';

const warningsOf = (path: string, text: string): readonly CardWarning[] => parseCard(path, text)?.warnings ?? [];

/**
 * The warnings of every card file on disk, parsed again when a file changes. The workspace view and the status
 * bar's count come from here.
 */
export function useWorkspaceDiagnostics(
  host: HostApi,
  tree: TreeNode | null,
): { cardFiles: readonly string[]; warnings: ReadonlyMap<string, readonly CardWarning[]> } {
  const cardFiles = useMemo(() => (tree ? listFiles(tree).filter(isCardFile) : []), [tree]);
  const warnings = useParsedCardFiles(host, cardFiles, warningsOf);
  return { cardFiles, warnings };
}
