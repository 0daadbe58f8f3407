import type { Cost } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';

/** One reusable cost piece (rule 118). Reads its words at the scanner or returns null without moving it. */
export interface CostParser {
  readonly id: string;
  /** An example for messages and docs, e.g. `{T}`. */
  readonly example: string;
  parse(s: Scanner): Cost | null;
}
