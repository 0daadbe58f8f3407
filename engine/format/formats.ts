import { hasFoldedAt } from '../text/ascii-case.js';
import type { CardFormat, ParseResult } from './card-format.js';
import { cardTextFormat } from './card-text/card-text-format.js';
import { cardJsonFormat } from './json/card-json-format.js';

export { parseCardText } from './card-text/parse-card-text.js';
export { parseCardJson } from './json/card-json-format.js';

/** Every card file format. Adding one is one module plus one line here; the longest matching extension wins. */
export const cardFormats: readonly CardFormat[] = [cardTextFormat, cardJsonFormat];

/**
 * The format that reads `path` (by its ending, in any case), or null. Compared in place: lower-casing the whole path
 * made a new string for every file of a compile.
 */
export function formatForPath(path: string): CardFormat | null {
  let best: CardFormat | null = null;
  let bestLength = 0;
  for (const format of cardFormats) {
    for (const ext of format.extensions) {
      if (ext.length > bestLength && path.length > ext.length && hasFoldedAt(path, path.length - ext.length, ext)) {
        best = format;
        bestLength = ext.length;
      }
    }
  }
  return best;
}

export function isCardFile(path: string): boolean {
  return formatForPath(path) !== null;
}

/** Parses a card file with the format its name chooses; null when no format handles the path. Never throws. */
export function parseCardFile(path: string, text: string): ParseResult | null {
  const format = formatForPath(path);
  return format ? format.parse(text, path) : null;
}
