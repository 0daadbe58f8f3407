import type { TriggeredKeyword } from './types.js';

/**
 * 702.134a: "Mentor" means "Whenever this creature attacks, put a +1/+1 counter on target attacking creature with power
 * less than this creature's power." The comparison is made as the target is chosen and again as it resolves (608.2b),
 * with the mentor's power then. Each instance triggers separately (702.134c).
 */
export const mentor: TriggeredKeyword = {
  name: 'mentor',
  rule: '702.134a',
  parameter: false,
  meaning: () => "Whenever ~ attacks, put a +1/+1 counter on target attacking creature with power less than ~'s power.",
};
