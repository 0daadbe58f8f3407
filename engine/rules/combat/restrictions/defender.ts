import type { AttackRestriction } from './types.js';

/** 702.3b: a creature with defender can't attack. It can block normally, so it has no blocking restriction. */
export const defender: AttackRestriction = {
  id: 'defender',
  check: (attacker) => (attacker.keywords.has('defender') ? "defender: can't attack" : null),
};
