import type { TriggeredKeyword } from './types.js';

/**
 * 702.136a: "Riot" means "You may have this permanent enter the battlefield with an additional +1/+1 counter on it. If
 * you don't, it gains haste." (chosen as it enters, 614.12; the haste lasts while it is that permanent). Each instance
 * works separately (702.136b): each asks its own yes/no.
 */
export const riot: TriggeredKeyword = {
  name: 'riot',
  rule: '702.136a',
  parameter: false,
  meaning: () =>
    "You may have ~ enter the battlefield with an additional +1/+1 counter on it. If you don't, it gains haste.",
};
