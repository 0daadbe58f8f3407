import type { TriggeredKeyword } from './types.js';

/**
 * 702.98a: "Unleash" means "You may have this permanent enter the battlefield with an additional +1/+1 counter on
 * it" and "This permanent can't block as long as it has a +1/+1 counter on it." (The choice is made as it enters,
 * 614.12; the restriction holds for any +1/+1 counter, however it got there.)
 */
export const unleash: TriggeredKeyword = {
  name: 'unleash',
  rule: '702.98a',
  parameter: false,
  meaning: () => [
    'You may have ~ enter the battlefield with a +1/+1 counter on it.',
    "~ can't block as long as it has a +1/+1 counter on it.",
  ],
};
