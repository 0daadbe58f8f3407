import { restrictionsOfKind } from '../combatant.js';
import { because } from '../granted.js';
import type { BlockRestriction, GroupRestriction } from './types.js';

/** 509.1b: "~ can't block", "Enchanted creature can't block", "Target creature can't block this turn". */
export const cantBlock: BlockRestriction = {
  id: 'cantBlock',
  check(_attacker, blocker) {
    const g = restrictionsOfKind(blocker, 'cantBlock').find((r) => !r.restriction.alone);
    return g ? because(g, "can't block") : null;
  },
};

/** 506.5, 509.1b: "can't block alone": it blocks only if another creature blocks too (any attacker). */
export const cantBlockAlone: GroupRestriction = {
  id: 'cantBlockAlone',
  check(member, group) {
    if (group.length > 1) return null;
    const g = restrictionsOfKind(member, 'cantBlock').find((r) => r.restriction.alone);
    return g ? because(g, "can't block alone") : null;
  },
};
