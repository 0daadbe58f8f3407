import type { DeclarationRestriction } from './types.js';

/** 702.111b: menace: can't be blocked except by two or more creatures. */
export const menace: DeclarationRestriction = {
  id: 'menace',
  check: (attacker, blockers) =>
    attacker.keywords.has('menace') && blockers.length === 1 ? 'menace: needs two or more blockers' : null,
};
