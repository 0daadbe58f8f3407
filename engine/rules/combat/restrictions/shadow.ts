import type { BlockRestriction } from './types.js';

/**
 * 702.28b: a creature with shadow can't be blocked by creatures without shadow, and a creature without shadow can't
 * be blocked by creatures with shadow. Both directions are one restriction on the pair.
 */
export const shadow: BlockRestriction = {
  id: 'shadow',
  check(attacker, blocker) {
    const a = attacker.keywords.has('shadow');
    const b = blocker.keywords.has('shadow');
    if (a && !b) return 'shadow: only creatures with shadow can block it';
    if (!a && b) return 'shadow: can block only creatures with shadow';
    return null;
  },
};
