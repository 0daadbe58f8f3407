import { useMemo } from 'react';
import type { LoadedPack } from '../../../host/contract.js';
import type { LibraryCard } from './block-table.js';
import { ACTIVE_KEY, type CardOption } from './card-options.js';
import type { CardTemplate } from './engine.js';

const baseName = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

/** The card in the editor, parsed from its current text (saved or not), and its file. */
export interface EditorCard {
  readonly path: string;
  readonly card: CardTemplate;
}

/**
 * The picker's cards: the editor's card first, then every workspace card, then the cards of the loaded pack (if
 * any), labelled "(pack)". Also returns the editor's card itself, for naming a saved scenario. The workspace's
 * options are made once per library, not again for each change of the editor's card (31,000 options per parse).
 */
export function useCardOptions(
  editorCard: EditorCard | null,
  library: readonly LibraryCard[],
  pack: LoadedPack | null = null,
): { readonly options: readonly CardOption[]; readonly activeCard: CardTemplate | null } {
  const fromFiles = useMemo(
    (): CardOption[] =>
      library.map((c) => ({
        key: c.path,
        label: c.template.name || baseName(c.path),
        detail: c.path,
        template: c.template,
      })),
    [library],
  );
  const fromPack = useMemo(
    (): CardOption[] =>
      (pack?.cards ?? []).map((template, i) => ({
        key: `pack:${pack?.path ?? ''}:${i}`,
        label: `${template.name || '(no name)'} (pack)`,
        detail: pack?.path ?? '',
        template,
      })),
    [pack],
  );
  const options = useMemo((): CardOption[] => {
    const fromEditor: CardOption[] = editorCard
      ? [
          {
            key: ACTIVE_KEY,
            label: editorCard.card.name || '(no name)',
            detail: `${baseName(editorCard.path)} in the editor, as typed`,
            template: editorCard.card,
          },
        ]
      : [];
    return [...fromEditor, ...fromFiles, ...fromPack];
  }, [editorCard, fromFiles, fromPack]);
  return { options, activeCard: editorCard?.card ?? null };
}
