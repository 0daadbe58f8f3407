import type { Effect, Subject } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';

/**
 * One reusable verb phrase: reads one effect's words (without the final period) or returns null leaving the scanner
 * where it was. `actor` is the subject read before the verb ("target player" in "Target player draws two cards",
 * "~" in "~ deals 2 damage …"), or null for an imperative sentence, whose actor is "you" ("Draw a card.").
 * Once it has recognised its opening words it should call `s.expected(...)` where it could not go on, so the
 * author learns what was missing. One phrase may give several effects ("… to each creature and each player").
 */
export interface EffectParser {
  readonly id: string;
  /** An example for messages and docs, e.g. `Draw a card.` */
  readonly example: string;
  /**
   * The words it can start with (lower-case), after its actor: "draw"/"draws". The sentence grammar tries it only
   * when the next word is one of them, so a line costs a map look-up per parser instead of a failed match. Leave it
   * out for a phrase that reads its own subject ("Creatures you control get …"): then it is always tried.
   */
  readonly verbs?: readonly string[];
  parse(s: Scanner, actor: Subject | null): Effect[] | null;
}

/** The player who acts: the actor, or "you" for an imperative sentence. */
export function actingPlayer(actor: Subject | null): Subject {
  return actor ?? { kind: 'you' };
}

/** Reads `s.words(verb)` in either form: "draw" (imperative, "you") or "draws" (third person). */
export function verb(s: Scanner, base: string, third = `${base}s`): boolean {
  return s.words(third) || s.words(base);
}
