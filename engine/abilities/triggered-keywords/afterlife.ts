import type { TriggeredKeyword } from './types.js';

/**
 * 702.135a: "Afterlife N" means "When this permanent is put into a graveyard from the battlefield, create N 1/1 white
 * and black Spirit creature tokens with flying." Each instance triggers separately (702.135b).
 */
export const afterlife: TriggeredKeyword = {
  name: 'afterlife',
  rule: '702.135a',
  parameter: true,
  meaning: (n) =>
    `When ~ is put into a graveyard from the battlefield, create ${n} 1/1 white and black Spirit creature tokens with flying.`,
};
