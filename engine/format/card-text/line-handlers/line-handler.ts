import type { LineContext } from '../draft.js';
import type { SourceLine } from '../source-lines.js';

/** Handles every line with one key. Adding a key is one module plus one line in `index.ts`. */
export interface LineHandler {
  /** Lower-case key. */
  readonly key: string;
  /** One line for completion and hovers. */
  readonly summary: string;
  /** A complete example line. */
  readonly example: string;
  /** False when a bare key means something (e.g. `face`); otherwise a bare key is a missing-value warning. */
  readonly needsValue: boolean;
  handle(line: SourceLine, ctx: LineContext): void;
}
