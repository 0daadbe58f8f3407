import { restrictionsOfKind } from '../combatant.js';
import { because } from '../granted.js';
import type { AttackRestriction, GroupRestriction } from './types.js';

/** 508.1c: "~ can't attack", "Enchanted creature can't attack or block", "Target creature can't attack this turn". */
export const cantAttack: AttackRestriction = {
  id: 'cantAttack',
  check(attacker) {
    const g = restrictionsOfKind(attacker, 'cantAttack').find((r) => !r.restriction.alone);
    return g ? because(g, "can't attack") : null;
  },
};

/** 506.5, 508.1c: "can't attack alone": it attacks only if another creature attacks too. */
export const cantAttackAlone: GroupRestriction = {
  id: 'cantAttackAlone',
  check(member, group) {
    if (group.length > 1) return null;
    const g = restrictionsOfKind(member, 'cantAttack').find((r) => r.restriction.alone);
    return g ? because(g, "can't attack alone") : null;
  },
};
