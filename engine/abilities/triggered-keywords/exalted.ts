import type { TriggeredKeyword } from './types.js';

/**
 * 702.83a: exalted means "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of
 * turn." 702.83b: each instance triggers separately. 506.5: a creature attacks alone when it is the only creature
 * declared as an attacker.
 */
export const exalted: TriggeredKeyword = {
  name: 'exalted',
  rule: '702.83a',
  parameter: false,
  meaning: () => 'Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.',
};
