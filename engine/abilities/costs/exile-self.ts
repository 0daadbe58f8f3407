import type { CostParser } from './cost-parser.js';

/**
 * "Exile ~ from your graveyard" (118.3, 406.3): the ability's own card, from its owner's graveyard, so the ability
 * works only from there (113.6; embalm 702.128a, eternalize 702.129a, scavenge 702.97a say it in their meaning).
 */
export const exileSelfCost: CostParser = {
  id: 'exileSelf',
  example: 'Exile ~ from your graveyard',
  parse(s) {
    const save = s.mark();
    if (s.words('exile') && s.symbol('~') && s.words('from your graveyard')) return { kind: 'exileSelf' };
    s.reset(save);
    return null;
  },
};
