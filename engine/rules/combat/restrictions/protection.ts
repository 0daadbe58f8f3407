import { protectionAgainst } from '../../protection/protection.js';
import type { BlockRestriction } from './types.js';

/** 702.16f: a creature with protection can't be blocked by creatures that have the stated quality. */
export const protection: BlockRestriction = {
  id: 'protection',
  check(attacker, blocker) {
    const applies = protectionAgainst(attacker.protections, blocker);
    return applies === null ? null : `${applies}: can't be blocked by such creatures`;
  },
};
