import type { CardWarning } from '../diagnostics.js';
import type { CardTemplate } from '../templates/card-template.js';

export interface ParseResult {
  readonly card: CardTemplate;
  readonly warnings: readonly CardWarning[];
}

/**
 * A card file format, chosen by file extension. Formats are pluggable: register one in
 * `formats.ts` and every tool (check, compile, the editor) reads it.
 * `parse` never throws: any input yields a template plus warnings.
 */
export interface CardFormat {
  /** Stable id, e.g. `card-text`. */
  readonly id: string;
  /** Lower-case file name endings including the dot, longest first wins (`.card.json` before `.json`). */
  readonly extensions: readonly string[];
  parse(text: string, file: string): ParseResult;
}
