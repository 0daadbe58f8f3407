import type { CostParser } from './cost-parser.js';

/** `Sacrifice ~` (rule 701.17). */
export const sacrificeSelfCost: CostParser = {
  id: 'sacrificeSelf',
  example: 'Sacrifice ~',
  parse(s) {
    const save = s.mark();
    if (s.words('sacrifice') && s.symbol('~')) return { kind: 'sacrificeSelf' };
    s.reset(save);
    return null;
  },
};
