import { useMemo } from 'react';
import type { HostApi } from '../../../host/contract.js';
import { useParsedCardFiles } from '../app/use-parsed-card-files.js';
import type { LibraryCard } from './block-table.js';
import { parseCardFile, type CardTemplate } from './engine.js';

const templateOf = (path: string, text: string): CardTemplate | null => parseCardFile(path, text)?.card ?? null;

/**
 * Every card file of the workspace, read through the host and parsed in the page; a file is read again when the
 * watcher reports it changed. Cards the tester and the combat matrix can use, in `cardFiles` order.
 */
export function useWorkspaceCards(host: HostApi, cardFiles: readonly string[]): readonly LibraryCard[] {
  const templates = useParsedCardFiles(host, cardFiles, templateOf);
  return useMemo(
    () =>
      cardFiles.flatMap((path) => {
        const template = templates.get(path);
        return template ? [{ path, template }] : [];
      }),
    [cardFiles, templates],
  );
}
