import type { TriggeredKeyword } from './types.js';

/**
 * 702.79a: persist means "When this permanent is put into a graveyard from the battlefield, if it had no -1/-1
 * counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it." The counters
 * are the ones it had as it last existed on the battlefield (603.10a); it returns as a new object (400.7).
 */
export const persist: TriggeredKeyword = {
  name: 'persist',
  rule: '702.79a',
  parameter: false,
  meaning: () =>
    "When ~ is put into a graveyard from the battlefield, if it had no -1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it.",
};
