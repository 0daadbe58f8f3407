import type { Ability, Amount, Cost, Effect } from '../../templates/card-template.js';
import { KEYWORD_COST_KINDS, keywordCost } from '../costs/keyword-cost.js';
import type { AbilityParser } from './ability-parser.js';

/**
 * 702.30a: "Echo [cost]" means "At the beginning of your upkeep, if this permanent came under your control since the
 * beginning of your last upkeep, sacrifice it unless you pay [cost]." Read as that triggered ability, with the
 * keyword's words as its text: "Echo {2}{R}", "Echo—Discard a card." (the cost may be any keyword cost).
 */
function echoAbility(line: number, text: string, costs: readonly Cost[]): Ability {
  return {
    kind: 'triggered',
    line,
    text,
    trigger: {
      event: { kind: 'beginningOfStep', step: 'upkeep', whose: 'you' },
      condition: { kind: 'controlledSinceLastUpkeep' },
    },
    effects: [sacrificeSelfUnlessPaid(costs)],
  };
}

/**
 * "sacrifice it unless you pay [cost]" (echo, 702.30a; cumulative upkeep, 702.24a, pays it `times` over): the
 * upkeep keywords' shared sentence.
 */
export function sacrificeSelfUnlessPaid(costs: readonly Cost[], times?: Amount): Effect {
  const sacrifice: Effect = {
    kind: 'sacrifice',
    who: { kind: 'you' },
    what: { kind: 'self' },
    chosen: null,
    amount: { kind: 'fixed', value: 1 },
  };
  return { kind: 'unless', payer: { kind: 'you' }, costs, ...(times ? { times } : {}), effects: [sacrifice] };
}

export const echoParser: AbilityParser = {
  id: 'echo',
  examples: ['Echo {2}{R}', 'Echo—Discard a card.'],
  parse(s, line) {
    if (s.peekWord() !== 'echo' || !s.words('echo')) return null;
    const costs = keywordCost(s, 'echo', KEYWORD_COST_KINDS);
    if (!costs) return null;
    return [echoAbility(line.line, line.text, costs)];
  },
};
