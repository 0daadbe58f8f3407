import type { CostParser } from './cost-parser.js';
import { amount } from '../grammar/amount.js';

/** `Pay N life` (rule 119.4). */
export const payLifeCost: CostParser = {
  id: 'payLife',
  example: 'Pay 2 life',
  parse(s) {
    const save = s.mark();
    if (!s.words('pay')) return null;
    const n = amount(s);
    if (!n || n.kind !== 'fixed' || !s.words('life')) {
      s.expected("a life payment such as 'Pay 2 life'", save);
      s.reset(save);
      return null;
    }
    return { kind: 'payLife', amount: n.value };
  },
};
