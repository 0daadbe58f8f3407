import type { Amount } from '../../templates/card-template.js';
import { amount } from '../grammar/amount.js';
import type { CostParser } from './cost-parser.js';
import { costExpected } from './chosen.js';

const COUNTER_KIND = /([+-]\d+\/[+-]\d+|[a-z][a-z-]*)\s+counters?\b/iy;

/**
 * "Remove a +1/+1 counter from ~", "Remove two charge counters from ~", "Remove X storage counters from ~" (122.8);
 * "Remove any number of storage counters from ~": a variable cost, its number announced as X is as the ability is
 * activated (601.2b, 602.2b), so it reads as X.
 */
export const removeCountersCost: CostParser = {
  id: 'removeCounters',
  example: 'Remove a +1/+1 counter from ~',
  parse(s) {
    const save = s.mark();
    if (!s.words('remove')) return null;
    const n: Amount | null = s.words('any number of') ? { kind: 'variable', letter: 'X' } : amount(s, true);
    const kind = n ? s.regex(COUNTER_KIND) : null;
    if (!n || !kind?.[1]) {
      costExpected(s, "the counters to remove, such as 'a +1/+1 counter from ~'");
      s.reset(save);
      return null;
    }
    if (!s.words('from') || !s.symbol('~')) {
      costExpected(s, "'from ~' after the counters");
      s.reset(save);
      return null;
    }
    return { kind: 'removeCounters', counter: kind[1].toLowerCase(), amount: n };
  },
};
