import type { BlockRestriction } from './types.js';

/** 702.36b: a creature with fear can't be blocked except by artifact creatures and/or black creatures. */
export const fear: BlockRestriction = {
  id: 'fear',
  check(attacker, blocker) {
    if (!attacker.keywords.has('fear')) return null;
    if (blocker.types.includes('artifact') || blocker.colors.includes('B')) return null;
    return 'fear: needs an artifact or black creature';
  },
};
