import type { CostParser } from './cost-parser.js';

/**
 * "Discard ~" (701.8, 118.3): the ability's own card, from its owner's hand, so the ability works only from there
 * (113.6; channel: "{1}{G}, Discard ~: …"; cycling and transmute say it in their meaning, 702.29a, 702.53a).
 */
export const discardSelfCost: CostParser = {
  id: 'discardSelf',
  example: 'Discard ~',
  parse(s) {
    const save = s.mark();
    if (s.words('discard') && s.symbol('~')) return { kind: 'discardSelf' };
    s.reset(save);
    return null;
  },
};
