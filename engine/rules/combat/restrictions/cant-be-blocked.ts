import { describeCombatRestriction } from '../../../abilities/describe.js';
import { combatantFits, restrictionsOfKind } from '../combatant.js';
import { because } from '../granted.js';
import type { BlockRestriction, DeclarationRestriction } from './types.js';

/**
 * 509.1b: "~ can't be blocked" (by anything), "can't be blocked by Walls" (those creatures can't), "can't be blocked
 * except by creatures with flying" (only those can). Descriptions are seen by the restriction's controller (109.5).
 */
export const cantBeBlocked: BlockRestriction = {
  id: 'cantBeBlocked',
  check(attacker, blocker) {
    for (const g of restrictionsOfKind(attacker, 'cantBeBlocked')) {
      const { by, except } = g.restriction;
      const refused =
        by !== null
          ? combatantFits(blocker, by, g.controller, g.sourceObject)
          : except !== null
            ? !combatantFits(blocker, except, g.controller, g.sourceObject)
            : true;
      if (refused) return because(g, describeCombatRestriction(g.restriction));
    }
    return null;
  },
};

/**
 * 509.1b: "can't be blocked by more than one creature", "can't be blocked except by three or more creatures": a
 * restriction on how many creatures block it, checked on the whole declaration like menace (702.111b).
 */
export const blockerCount: DeclarationRestriction = {
  id: 'blockerCount',
  check(attacker, blockers) {
    for (const g of restrictionsOfKind(attacker, 'blockerCount')) {
      const { min, max } = g.restriction;
      if (blockers.length < min || (max !== null && blockers.length > max)) {
        return because(g, describeCombatRestriction(g.restriction));
      }
    }
    return null;
  },
};
