import type { TriggeredKeyword } from './types.js';

/**
 * 702.32a: "Fading N" means "This permanent enters the battlefield with N fade counters on it" and "At the beginning
 * of your upkeep, remove a fade counter from this permanent. If you can't, sacrifice the permanent."
 */
export const fading: TriggeredKeyword = {
  name: 'fading',
  rule: '702.32a',
  parameter: true,
  meaning: (n) => [
    `~ enters the battlefield with ${n} fade counters on it.`,
    "At the beginning of your upkeep, remove a fade counter from ~. If you can't, sacrifice ~.",
  ],
};
