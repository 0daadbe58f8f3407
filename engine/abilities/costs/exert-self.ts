import type { CostParser } from './cost-parser.js';

/** `Exert ~` (701.39a): it won't untap during its controller's next untap step. */
export const exertSelfCost: CostParser = {
  id: 'exertSelf',
  example: 'Exert ~',
  parse(s) {
    const save = s.mark();
    if (s.words('exert') && s.symbol('~')) return { kind: 'exertSelf' };
    s.reset(save);
    return null;
  },
};
