import { attacksAsThough } from '../combatant.js';
import type { AttackRestriction } from './types.js';

/** 702.3b: a creature with defender can't attack. It can block normally, so it has no blocking restriction. */
export const defender: AttackRestriction = {
  id: 'defender',
  // "can attack as though it didn't have defender" lets it.
  check: (attacker) =>
    attacker.keywords.has('defender') && !attacksAsThough(attacker, 'noDefender') ? "defender: can't attack" : null,
};
