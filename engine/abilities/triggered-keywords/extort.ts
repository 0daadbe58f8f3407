import type { TriggeredKeyword } from './types.js';

/**
 * 702.101a: "Extort" means "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and
 * you gain life equal to the total life lost this way." Each instance triggers separately (702.101b).
 */
export const extort: TriggeredKeyword = {
  name: 'extort',
  rule: '702.101a',
  parameter: false,
  meaning: () =>
    'Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you gain life equal to the total life lost this way.',
};
