import type { TriggeredKeyword } from './types.js';

/**
 * 702.130a: "Afflict N" means "Whenever this creature becomes blocked, defending player loses N life." (the player it
 * attacks, 506.2). Each instance triggers separately (702.130b).
 */
export const afflict: TriggeredKeyword = {
  name: 'afflict',
  rule: '702.130a',
  parameter: true,
  meaning: (n) => `Whenever ~ becomes blocked, defending player loses ${n} life.`,
};
