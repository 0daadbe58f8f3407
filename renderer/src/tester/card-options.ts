import type { CardTemplate } from './engine.js';

/** A card the picker offers: the editor's card as typed, a workspace file, or a card of the loaded pack. */
export interface CardOption {
  readonly key: string;
  readonly label: string;
  readonly detail: string;
  readonly template: CardTemplate;
}

export const ACTIVE_KEY = 'editor:';

/** Options matching every word of `query` (in the name or the path), the editor's card first. */
export function filterOptions(options: readonly CardOption[], query: string, limit = 50): CardOption[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return options
    .filter((o) => {
      const hay = `${o.label} ${o.detail}`.toLowerCase();
      return words.every((w) => hay.includes(w));
    })
    .slice(0, limit);
}
