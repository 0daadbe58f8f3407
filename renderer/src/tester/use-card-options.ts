import { useMemo } from 'react';
import type { LoadedPack } from '../../../host/contract.js';
import type { LibraryCard } from './block-table.js';
import { ACTIVE_KEY, type CardOption } from './card-options.js';
import { parseCardFile, type CardTemplate } from './engine.js';

const baseName = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

/**
 * The picker's cards: the editor's card parsed from its current text (saved or not) first, then every workspace
 * card, then the cards of the loaded pack (if any), labelled "(pack)". Also returns the editor's card itself, for naming a saved scenario.
 */
export function useCardOptions(
  activeFile: { readonly path: string; readonly text: string } | null,
  library: readonly LibraryCard[],
  pack: LoadedPack | null = null,
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
    const fromPack = (pack?.cards ?? []).map((template, i) => ({
      key: `pack:${pack?.path ?? ''}:${i}`,
      label: `${template.name || '(no name)'} (pack)`,
      detail: pack?.path ?? '',
      template,
    }));
    return [...fromEditor, ...fromFiles, ...fromPack];
  }, [activeCard, activePath, library, pack]);
  return { options, activeCard };
}
