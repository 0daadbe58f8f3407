import type { TriggeredKeyword } from './types.js';

/**
 * 702.93a: undying means "When this permanent is put into a graveyard from the battlefield, if it had no +1/+1
 * counters on it, return it to the battlefield under its owner's control with a +1/+1 counter on it." As with
 * persist, the counters are the ones it had as it last existed on the battlefield (603.10a).
 */
export const undying: TriggeredKeyword = {
  name: 'undying',
  rule: '702.93a',
  parameter: false,
  meaning: () =>
    "When ~ is put into a graveyard from the battlefield, if it had no +1/+1 counters on it, return it to the battlefield under its owner's control with a +1/+1 counter on it.",
};
