import type { TriggeredKeyword } from './types.js';

/**
 * 702.107a: outlast is an activated ability. "Outlast [cost]" means "[Cost], {T}: Put a +1/+1 counter on this
 * creature. Activate only as a sorcery."
 */
export const outlast: TriggeredKeyword = {
  name: 'outlast',
  rule: '702.107a',
  parameter: 'cost',
  meaning: (_n, cost) => `${cost}, {T}: Put a +1/+1 counter on ~. Activate only as a sorcery.`,
};
