import { useMemo } from 'react';
import type { LibraryCard } from './block-table.js';
import { ACTIVE_KEY, type CardOption } from './card-options.js';
import { parseCardFile, type CardTemplate } from './engine.js';

const baseName = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

/**
 * The picker's cards: the editor's card parsed from its current text (saved or not) first, then every workspace
 * card. Also returns the editor's card itself, for naming a saved scenario.
 */
export function useCardOptions(
  activeFile: { readonly path: string; readonly text: string } | null,
  library: readonly LibraryCard[],
): { readonly options: readonly CardOption[]; readonly activeCard: CardTemplate | null } {
  const activePath = activeFile?.path ?? null;
  const activeText = activeFile?.text ?? null;
  const activeCard = useMemo(
    () => (activePath !== null && activeText !== null ? (parseCardFile(activePath, activeText)?.card ?? null) : null),
    [activePath, activeText],
  );
  const options = useMemo((): CardOption[] => {
    const fromEditor: CardOption[] =
      activeCard && activePath !== null
        ? [
            {
              key: ACTIVE_KEY,
              label: activeCard.name || '(no name)',
              detail: `${baseName(activePath)} in the editor, as typed`,
              template: activeCard,
            },
          ]
        : [];
    const fromFiles = library.map((c) => ({
      key: c.path,
      label: c.template.name || baseName(c.path),
      detail: c.path,
      template: c.template,
    }));
    return [...fromEditor, ...fromFiles];
  }, [activeCard, activePath, library]);
  return { options, activeCard };
}
