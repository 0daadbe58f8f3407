import type { TriggeredKeyword } from './types.js';

/**
 * 702.118a-b: skulk is an evasion ability: "A creature with skulk can't be blocked by creatures with greater power."
 * (a blocking restriction checked as blockers are declared, 509.1b, against the powers then). Several instances are
 * redundant (702.118c): each adds the same restriction.
 */
export const skulk: TriggeredKeyword = {
  name: 'skulk',
  rule: '702.118b',
  parameter: false,
  meaning: () => "~ can't be blocked by creatures with power greater than ~'s power.",
};
