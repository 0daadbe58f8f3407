import type { Ability, Cost } from '../../templates/card-template.js';
import { KEYWORD_COST_KINDS, keywordCost } from '../costs/keyword-cost.js';
import type { AbilityParser } from './ability-parser.js';

/**
 * 702.21a: "Ward [cost]" means "Whenever this permanent becomes the target of a spell or ability an opponent controls,
 * counter that spell or ability unless that player pays [cost]." Read as that triggered ability, with the keyword's
 * words as its text: "Ward {2}", "Ward—Pay 3 life.", "Ward—Discard a card." (any keyword cost, paid by that player).
 */
function wardAbility(line: number, text: string, costs: readonly Cost[]): Ability {
  return {
    kind: 'triggered',
    line,
    text,
    trigger: {
      event: {
        kind: 'becomesTarget',
        what: { kind: 'self' },
        by: { spell: { nouns: ['spell'], qualities: [] }, abilities: true, who: 'opponent' },
      },
      condition: null,
    },
    effects: [
      {
        kind: 'unless',
        payer: { kind: 'thatPlayer' },
        costs,
        effects: [{ kind: 'counter', what: { kind: 'thatSpell' } }],
      },
    ],
  };
}

export const wardParser: AbilityParser = {
  id: 'ward',
  examples: ['Ward {2}', 'Ward—Pay 3 life.'],
  parse(s, line) {
    if (s.peekWord() !== 'ward' || !s.words('ward')) return null;
    const costs = keywordCost(s, 'ward', KEYWORD_COST_KINDS);
    if (!costs) return null;
    return [wardAbility(line.line, line.text, costs)];
  },
};
