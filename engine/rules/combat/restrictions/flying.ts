import { canBlockFlyers } from './reach.js';
import type { BlockRestriction } from './types.js';

/** 702.9b: a creature with flying can't be blocked except by creatures with flying and/or reach. */
export const flying: BlockRestriction = {
  id: 'flying',
  check: (attacker, blocker) =>
    attacker.keywords.has('flying') && !canBlockFlyers(blocker) ? 'flying: needs flying or reach' : null,
};
