/**
 * The renderer's one door to the card parser. Parsing runs in the page: engine/ is pure TypeScript,
 * so the editor re-parses on every (debounced) keystroke without asking the host.
 */
import type { ParseResult } from '../../../engine/format/card-format.js';

export type { ParseResult };

/** Card files' parses by path: null when no format reads a file, undefined when it is not read (yet). */
export interface ParseResults {
  get(path: string): ParseResult | null | undefined;
}
export { isCardFile, parseCardFile as parseCard } from '../../../engine/format/formats.js';
export { skippedMessage } from '../../../engine/format/skipped-files.js';
export { describeAbility } from '../../../engine/abilities/describe.js';
export { formatTypeLine } from '../../../engine/format/card-text/type-line.js';
