import { KEYWORD_COST_KINDS, keywordCost } from '../costs/keyword-cost.js';
import type { AbilityParser } from './ability-parser.js';

/** 702.27a: "Buyback {3}", "Buyback—Pay 4 life.": an optional additional cost (rules/actions/cast.ts, `buyback`). */
export const buybackParser: AbilityParser = {
  id: 'buyback',
  examples: ['Buyback {3}', 'Buyback—Sacrifice a land.'],
  parse(s, line) {
    if (s.peekWord() !== 'buyback' || !s.words('buyback')) return null;
    const costs = keywordCost(s, 'buyback', KEYWORD_COST_KINDS);
    if (!costs) return null;
    return [{ kind: 'buyback', line: line.line, text: line.text, costs }];
  },
};
