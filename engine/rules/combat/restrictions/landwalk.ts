import type { LandwalkKeyword } from '../../../templates/card-template.js';
import type { LandSeen } from '../combatant.js';
import type { BlockRestriction } from './types.js';

/** 702.14a: the land type each landwalk names; 702.14c: nonbasic landwalk asks for a land without the basic supertype. */
const WALKS: readonly {
  readonly keyword: LandwalkKeyword;
  readonly land: string;
  readonly holds: (l: LandSeen) => boolean;
}[] = [
  ...(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'] as const).map((type) => ({
    keyword: `${type.toLowerCase()}walk` as LandwalkKeyword,
    land: type === 'Island' ? 'an Island' : `a ${type}`,
    holds: (l: LandSeen) => l.subtypes.includes(type),
  })),
  { keyword: 'nonbasic landwalk', land: 'a nonbasic land', holds: (l: LandSeen) => !l.supertypes.includes('basic') },
];

/**
 * 702.14c: a creature with landwalk can't be blocked as long as the defending player controls a land of that kind.
 * The defending player is the blocker's controller (509.1a); outside a game the lands are unknown and it says nothing.
 */
export const landwalk: BlockRestriction = {
  id: 'landwalk',
  check(attacker, blocker) {
    const lands = blocker.controllerLands;
    if (!lands) return null;
    for (const walk of WALKS) {
      if (attacker.keywords.has(walk.keyword) && lands.some(walk.holds)) {
        return `${walk.keyword}: the defending player controls ${walk.land}`;
      }
    }
    return null;
  },
};
