import { findImplementation, type ImplementationName } from '../../abilities/implementations.js';
import type { Ability } from '../../templates/card-template.js';
import { cantAttack } from './cant-attack.js';
import { cantBeCountered } from './cant-be-countered.js';
import { doesntUntap } from './doesnt-untap.js';
import { entersTapped } from './enters-tapped.js';
import { mayStayTapped } from './may-stay-tapped.js';
import { preventDamageToSelf } from './prevent-damage-to-self.js';
import type { RuleImplementation } from './types.js';

type Registry = { readonly [N in ImplementationName]: RuleImplementation<N> };

/**
 * Every registered implementation (engine/abilities/implementations.ts) and the module that carries it out. The
 * type makes a registered name without a module a compile error; a new one is one module plus one line here.
 */
export const RULE_IMPLEMENTATIONS: Registry = {
  'enters-tapped': entersTapped,
  'doesnt-untap': doesntUntap,
  'may-stay-tapped': mayStayTapped,
  'cant-be-countered': cantBeCountered,
  'prevent-damage-to-self': preventDamageToSelf,
  'cant-attack': cantAttack,
};

/**
 * Names an `apply` line may use that the engine knowingly doesn't carry out, with why. They aren't registered, so
 * the parser warns about them (`unknown-implementation`) and the card's line doesn't count as understood.
 */
const NOT_IMPLEMENTED: Readonly<Record<string, string>> = {
  fuse: 'fuse (702.102) is a keyword, not an implementation: write `text Fuse` on both halves of the split card',
};

/** The module for a name (case-insensitive, as the parser matches it), or null when the engine has none. */
export function ruleImplementation(name: string): RuleImplementation | null {
  const known = findImplementation(name);
  return known ? RULE_IMPLEMENTATIONS[known.name] : null;
}

/** Why the engine can't carry out an `applied` ability, or null when it can. */
export function unimplementedReason(ability: Extract<Ability, { kind: 'applied' }>): string | null {
  if (ruleImplementation(ability.implementation)) return null;
  const known = NOT_IMPLEMENTED[ability.implementation.trim().toLowerCase()];
  return (
    `"${ability.text}" uses the implementation "${ability.implementation}", which the rules engine doesn't have` +
    (known ? `: ${known}` : '')
  );
}
