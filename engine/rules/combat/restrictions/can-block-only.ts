import { describeCombatRestriction } from '../../../abilities/describe.js';
import { combatantFits, restrictionsOfKind } from '../combatant.js';
import { because } from '../granted.js';
import type { BlockRestriction } from './types.js';

/** 509.1b: "~ can block only creatures with flying": it can't block an attacker that doesn't fit the description. */
export const canBlockOnly: BlockRestriction = {
  id: 'canBlockOnly',
  check(attacker, blocker) {
    for (const g of restrictionsOfKind(blocker, 'canBlockOnly')) {
      if (!combatantFits(attacker, g.restriction.attackers, g.controller, g.sourceObject)) {
        return because(g, describeCombatRestriction(g.restriction));
      }
    }
    return null;
  },
};
