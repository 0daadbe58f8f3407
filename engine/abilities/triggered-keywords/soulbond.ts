import type { TriggeredKeyword } from './types.js';

/**
 * 702.95a: soulbond means "When this creature enters the battlefield, if you control both this creature and another
 * creature and both are unpaired, you may pair this creature with another unpaired creature you control for as long
 * as both remain creatures on the battlefield under your control" and "Whenever another creature enters the
 * battlefield under your control, if you control both that creature and this one and both are unpaired, you may pair
 * that creature with this creature …". Read here as the grammar words them: the entering creature is new, so it is
 * unpaired as it triggers; the pair effect checks both again as it resolves (702.95c, 702.95d), and the pair ends as
 * 702.95e says (rules/ops/pairing.ts).
 */
export const soulbond: TriggeredKeyword = {
  name: 'soulbond',
  rule: '702.95a',
  parameter: false,
  meaning: () => [
    'When ~ enters the battlefield, if you control another unpaired creature, you may pair ~ with another unpaired creature you control.',
    'Whenever another creature enters the battlefield under your control, if ~ is unpaired, you may pair that creature with ~.',
  ],
};
