import type { TriggeredKeyword } from './types.js';

/**
 * 702.54a: bloodthirst is a static ability. "Bloodthirst N" means "If an opponent was dealt damage this turn, this
 * permanent enters the battlefield with N +1/+1 counters on it." (a replacement of its entering, 614.1c; the turn's
 * record tells whether an opponent was dealt damage, 120.3).
 */
export const bloodthirst: TriggeredKeyword = {
  name: 'bloodthirst',
  rule: '702.54a',
  parameter: true,
  meaning: (n) => `If an opponent was dealt damage this turn, ~ enters the battlefield with ${n} +1/+1 counters on it.`,
};
