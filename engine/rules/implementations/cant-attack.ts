import type { RuleImplementation } from './types.js';

/** "~ can't attack." 508.1c: a restriction on declaring attackers; it can still block. */
export const cantAttack: RuleImplementation<'cant-attack'> = {
  name: 'cant-attack',
  rules: '508.1c',
  attackProblem: () => "it can't attack (508.1c)",
};
