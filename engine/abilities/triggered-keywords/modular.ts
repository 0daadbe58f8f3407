import type { TriggeredKeyword } from './types.js';

/**
 * 702.43a: "Modular N" means "This permanent enters the battlefield with N +1/+1 counters on it" and "When this
 * permanent is put into a graveyard from the battlefield, you may put a +1/+1 counter on target artifact creature for
 * each +1/+1 counter on this permanent." The counters counted are those it had as it last existed on the battlefield
 * (608.2h). Each instance works separately (702.43b).
 */
export const modular: TriggeredKeyword = {
  name: 'modular',
  rule: '702.43a',
  parameter: true,
  meaning: (n) => [
    `~ enters the battlefield with ${n} +1/+1 counters on it.`,
    'When ~ is put into a graveyard from the battlefield, you may put a +1/+1 counter on target artifact creature for each +1/+1 counter on ~.',
  ],
};
