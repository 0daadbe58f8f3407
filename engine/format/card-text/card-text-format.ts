import type { CardFormat } from '../card-format.js';
import { parseCardText } from './parse-card-text.js';

/** The plain `.card` format: one `key value` per line (docs/card-format.md). */
export const cardTextFormat: CardFormat = {
  id: 'card-text',
  extensions: ['.card'],
  parse: parseCardText,
};
