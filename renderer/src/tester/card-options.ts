import type { CardTemplate } from './engine.js';

/** A card the picker offers: the editor's card as typed, a workspace file, or a card of the loaded pack. */
export interface CardOption {
  readonly key: string;
  readonly label: string;
  readonly detail: string;
  readonly template: CardTemplate;
}

export const ACTIVE_KEY = 'editor:';

/**
 * Options matching every word of `query` (in the name or the path), the editor's card first; at most `limit`.
 * Stops at the limit: the picker re-filters when the editor's card changes, over 31,000 workspace cards.
 */
export function filterOptions(options: readonly CardOption[], query: string, limit = 50): CardOption[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const matches: CardOption[] = [];
  for (const o of options) {
    if (matches.length >= limit) break;
    if (words.length === 0) {
      matches.push(o);
      continue;
    }
    const hay = `${o.label} ${o.detail}`.toLowerCase();
    if (words.every((w) => hay.includes(w))) matches.push(o);
  }
  return matches;
}
