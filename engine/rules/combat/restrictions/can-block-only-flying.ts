import { hasStatic } from '../combatant.js';
import type { BlockRestriction } from './types.js';

/** "~ can block only creatures with flying" (509.1b restriction). */
export const canBlockOnlyFlying: BlockRestriction = {
  id: 'canBlockOnlyFlying',
  check: (attacker, blocker) =>
    hasStatic(blocker, 'canBlockOnlyFlying') && !attacker.keywords.has('flying')
      ? 'can block only creatures with flying'
      : null,
};
