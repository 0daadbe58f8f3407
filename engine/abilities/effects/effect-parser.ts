import type { Effect } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';

/**
 * One reusable effect piece: reads one sentence's worth of effect (without the final period) or returns
 * null leaving the scanner where it was. Once it has recognised its opening words it should call
 * `s.expected(...)` at the spot it could not go on, so the author learns what was missing.
 */
export interface EffectParser {
  readonly id: string;
  /** An example for messages and docs, e.g. `Draw a card.` */
  readonly example: string;
  parse(s: Scanner): Effect | null;
}
