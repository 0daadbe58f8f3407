import type { Color } from '../mana/mana-symbol.js';
import type { Layout } from '../templates/card-template.js';

/**
 * A card as a download source described it, before it becomes a card file. Source-neutral: the Gatherer and
 * Scryfall clients both produce this, so the one writer in `card-file.ts` decides how a card file looks.
 * Plain JSON data, so the app can show a preview and tests can compare with toEqual.
 */
export interface DownloadedFace {
  readonly name: string;
  /** `{2}{B/R}` style (already normalized), or null when the face has no mana cost. */
  readonly manaCost: string | null;
  /** As printed, e.g. `Land Creature — Forest Dryad`. */
  readonly typeLine: string;
  /** One entry per ability/paragraph, symbols as `{T}`, `{W/P}`; reminder text kept. */
  readonly text: readonly string[];
  readonly power: string | null;
  readonly toughness: string | null;
  readonly loyalty: string | null;
  /** The face's colors as the source reported them, or null when it did not say. */
  readonly colors: readonly Color[] | null;
  /** The color indicator dot (rule 204), or null when there is none. */
  readonly colorIndicator: readonly Color[] | null;
}

export type DownloadSource = 'gatherer' | 'scryfall';

export interface DownloadedCard {
  /** For multi-face cards the face names joined by " // ". */
  readonly name: string;
  readonly layout: Layout;
  /** At least one face; two for split, flip, double-faced and adventure cards. */
  readonly faces: readonly DownloadedFace[];
  readonly multiverseIds: readonly number[];
  readonly source: DownloadSource;
  /** The page or API URL the card came from, for messages and provenance. */
  readonly sourceUrl: string;
  /** Language code when the source said (`en`, `de`, ...). */
  readonly language: string | null;
}

/** One entry of a result list (a search, a languages page): enough to show a checkbox and fetch the card. */
export interface CardMatch {
  readonly name: string;
  readonly multiverseId: number | null;
  /** Source-specific id to fetch the full card (a Scryfall card URI); null when multiverseId is enough. */
  readonly ref: string | null;
  readonly typeLine: string | null;
  readonly manaCost: string | null;
  readonly language: string | null;
}
