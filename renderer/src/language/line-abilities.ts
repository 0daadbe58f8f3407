import type { LineAbility } from './hover.js';
import { describeAbility, type ParseResult } from './parse.js';

/**
 * How the parser read one line of a card file, for the hover: each ability on that line in words, and for an
 * unparsed one the parse's warning for the line (templates hold no diagnostics; the warning says why).
 */
export function lineAbilities(result: ParseResult, lineNumber: number): LineAbility[] {
  const card = result.card;
  const faces = card.faces.length > 0 ? card.faces : [card];
  const why = (line: number): string =>
    result.warnings.find((w) => w.line === line && w.code === 'unparsed-ability')?.message ??
    'the parser did not understand this line';
  return faces
    .flatMap((f) => f.abilities)
    .filter((a) => a.line === lineNumber)
    .map((a) => ({
      description: describeAbility(a),
      unparsedReason: a.kind === 'unparsed' ? why(a.line) : null,
    }));
}
