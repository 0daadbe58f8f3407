import { hasStatic } from '../combatant.js';
import type { BlockRestriction } from './types.js';

/** "~ can't block" (509.1b restriction). */
export const cantBlock: BlockRestriction = {
  id: 'cantBlock',
  check: (_attacker, blocker) => (hasStatic(blocker, 'cantBlock') ? "can't block" : null),
};
