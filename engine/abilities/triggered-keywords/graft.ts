import type { TriggeredKeyword } from './types.js';

/**
 * 702.58a: "Graft N" means "This permanent enters the battlefield with N +1/+1 counters on it" and "Whenever another
 * creature enters the battlefield, if this permanent has a +1/+1 counter on it, you may move a +1/+1 counter from
 * this permanent onto that creature." Each instance works separately (702.58b).
 */
export const graft: TriggeredKeyword = {
  name: 'graft',
  rule: '702.58a',
  parameter: true,
  meaning: (n) => [
    `~ enters the battlefield with ${n} +1/+1 counters on it.`,
    'Whenever another creature enters the battlefield, if ~ has a +1/+1 counter on it, you may move a +1/+1 counter from ~ onto that creature.',
  ],
};
