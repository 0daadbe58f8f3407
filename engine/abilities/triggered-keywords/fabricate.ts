import type { TriggeredKeyword } from './types.js';

/**
 * 702.123a: "Fabricate N" means "When this permanent enters the battlefield, you may put N +1/+1 counters on it. If
 * you don't, create N 1/1 colorless Servo artifact creature tokens." Each instance triggers separately (702.123b).
 */
export const fabricate: TriggeredKeyword = {
  name: 'fabricate',
  rule: '702.123a',
  parameter: true,
  meaning: (n) =>
    `When ~ enters the battlefield, you may put ${n} +1/+1 counters on it. If you don't, create ${n} 1/1 colorless Servo artifact creature tokens.`,
};
