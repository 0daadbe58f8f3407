import { KEYWORD_COST_KINDS, keywordCost } from '../costs/keyword-cost.js';
import type { AbilityParser } from './ability-parser.js';

/**
 * 702.42a: "Entwine [cost]" means "You may choose all modes of this spell instead of just the number specified. If
 * you do, you pay an additional [cost]." A modal spell cast with every one of its modes is entwined (`cast … mode 1,
 * 2`): its entwine cost is added to the total cost (601.2b, 601.2f-h), and the modes resolve in printed order
 * (702.42b).
 */
export const entwineParser: AbilityParser = {
  id: 'entwine',
  examples: ['Entwine {2}', 'Entwine—Pay 3 life.'],
  parse(s, line) {
    if (s.peekWord() !== 'entwine' || !s.words('entwine')) return null;
    const costs = keywordCost(s, 'entwine', KEYWORD_COST_KINDS);
    if (!costs) return null;
    return [{ kind: 'entwine', line: line.line, text: line.text, costs }];
  },
};
