/**
 * Warnings are values with a place. Nothing in the engine throws on bad card input:
 * every problem becomes a CardWarning that an editor can underline and a CLI can print.
 */

/** Stable machine-readable codes. Tools match on these, so never rename one. */
export type WarningCode =
  | 'unknown-key'
  | 'missing-value'
  | 'missing-name'
  | 'duplicate-key'
  | 'bad-mana-cost'
  | 'bad-color'
  | 'bad-supertype'
  | 'bad-type'
  | 'bad-pt'
  | 'bad-loyalty'
  | 'unparsed-ability'
  | 'redundant-ability'
  | 'unknown-implementation'
  | 'bad-face'
  | 'bad-json'
  | 'bad-template'
  /** A `layout` value that is not a known layout. */
  | 'bad-layout'
  /** Another card file of the workspace has a card of the same name (the app's live check; compile lists them too). */
  | 'duplicate-name'
  /** A file named like a card file whose bytes are no text (NUL bytes, mostly control characters): not parsed. */
  | 'binary-file';

export interface CardWarning {
  /** Path of the card file as the caller named it (workspace-relative in the app). */
  readonly file: string;
  /** 1-based line. */
  readonly line: number;
  /** 1-based column of the first character the warning is about. */
  readonly column: number;
  /** 1-based column just past the last character (endColumn > column unless the span is empty). */
  readonly endColumn: number;
  readonly code: WarningCode;
  /** One sentence a card author understands, saying what is wrong and, where known, what was expected. */
  readonly message: string;
}
