import type { TriggeredKeyword } from './types.js';

/**
 * 702.63a: "Vanishing N" means "This permanent enters the battlefield with N time counters on it," "At the beginning
 * of your upkeep, if this permanent has a time counter on it, remove a time counter from it," and "When the last time
 * counter is removed from this permanent, sacrifice it." Each instance works separately (702.63c). Vanishing without
 * a number (702.63b) is not read.
 */
export const vanishing: TriggeredKeyword = {
  name: 'vanishing',
  rule: '702.63a',
  parameter: true,
  meaning: (n) => [
    `~ enters the battlefield with ${n} time counters on it.`,
    'At the beginning of your upkeep, if ~ has a time counter on it, remove a time counter from it.',
    'When the last time counter is removed from ~, sacrifice it.',
  ],
};
