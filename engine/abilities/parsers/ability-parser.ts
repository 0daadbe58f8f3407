import type { Ability, Mode } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';

/** One `text` line, ready for the ability parsers. */
export interface AbilityLine {
  /** 1-based line in the card file. */
  readonly line: number;
  /** Self-references normalized to `~`, reminder text stripped, trimmed. */
  readonly text: string;
  /**
   * The modes read from the `•` lines after this one (700.2), when there are any: a line ending in "choose one —"
   * takes them as its effect (parsers/modal.ts).
   */
  readonly modes?: readonly Mode[];
}

/**
 * Understands one shape of ability. Reads the whole line or returns null; on null it should have told
 * the scanner what it expected where it stopped (`s.expected`). One line may give several abilities
 * ("Flying, vigilance").
 */
export interface AbilityParser {
  readonly id: string;
  /** Example wordings, for docs and completion. */
  readonly examples: readonly string[];
  parse(s: Scanner, line: AbilityLine): Ability[] | null;
}
