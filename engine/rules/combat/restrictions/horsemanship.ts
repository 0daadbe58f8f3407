import type { BlockRestriction } from './types.js';

/**
 * 702.31b: a creature with horsemanship can't be blocked except by creatures with horsemanship. A creature with
 * horsemanship can block one without it (unlike shadow).
 */
export const horsemanship: BlockRestriction = {
  id: 'horsemanship',
  check: (attacker, blocker) =>
    attacker.keywords.has('horsemanship') && !blocker.keywords.has('horsemanship')
      ? 'horsemanship: needs horsemanship'
      : null,
};
