import { KEYWORD_COST_KINDS, keywordCost } from '../costs/keyword-cost.js';
import type { AbilityParser } from './ability-parser.js';

/**
 * 702.37a, 702.37b: "Morph {2}{U}", "Megamorph {1}{G}", "Morph—Pay 5 life.": the card may be cast face down for {3}
 * and turned face up for this cost (rules/actions/turn-face-up.ts).
 */
export const morphParser: AbilityParser = {
  id: 'morph',
  examples: ['Morph {2}{U}', 'Megamorph {1}{G}', 'Morph—Discard a card.'],
  parse(s, line) {
    const word = s.peekWord();
    if (word !== 'morph' && word !== 'megamorph') return null;
    s.words(word);
    const costs = keywordCost(s, word, KEYWORD_COST_KINDS);
    if (!costs) return null;
    return [{ kind: 'morph', line: line.line, text: line.text, costs, mega: word === 'megamorph' }];
  },
};
