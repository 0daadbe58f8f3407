import type { Combatant } from '../combatant.js';

/**
 * A blocking restriction answers for one attacker/blocker pair: null when it has no objection, else the reason
 * it forbids the block. Restrictions only ever say "can't"; since "can't" beats "can" (101.2), one refusal is
 * enough and no module can overrule another.
 */
export interface BlockRestriction {
  readonly id: string;
  check(attacker: Combatant, blocker: Combatant): string | null;
}

/** A restriction on the whole block declaration, e.g. menace (702.111b) which needs two or more blockers. */
export interface DeclarationRestriction {
  readonly id: string;
  /** `blockers` are all the creatures declared to block `attacker`. */
  check(attacker: Combatant, blockers: readonly Combatant[]): string | null;
}

/** A restriction on attacking with one creature (508.1c), e.g. defender. */
export interface AttackRestriction {
  readonly id: string;
  check(attacker: Combatant): string | null;
}

/**
 * 506.5: a restriction on the whole group of attackers (or of blockers) one creature is declared with, e.g. "can't
 * attack alone". `group` includes `member`.
 */
export interface GroupRestriction {
  readonly id: string;
  check(member: Combatant, group: readonly Combatant[]): string | null;
}
