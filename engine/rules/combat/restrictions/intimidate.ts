import type { BlockRestriction } from './types.js';

/** 702.13b: intimidate: only artifact creatures and/or creatures sharing a color with it can block. */
export const intimidate: BlockRestriction = {
  id: 'intimidate',
  check(attacker, blocker) {
    if (!attacker.keywords.has('intimidate')) return null;
    if (blocker.types.includes('artifact')) return null;
    if (blocker.colors.some((c) => attacker.colors.includes(c))) return null;
    return 'intimidate: no shared color';
  },
};
