import type { Ability, Cost } from '../../templates/card-template.js';
import { KEYWORD_COST_KINDS, keywordCost } from '../costs/keyword-cost.js';
import type { AbilityParser } from './ability-parser.js';
import { sacrificeSelfUnlessPaid } from './echo.js';

/**
 * 702.24a: "Cumulative upkeep [cost]" means "At the beginning of your upkeep, if this permanent is on the battlefield,
 * put an age counter on this permanent. Then you may pay [cost] for each age counter on it. If you don't, sacrifice
 * it." Read as that triggered ability, with the keyword's words as its text: "Cumulative upkeep {1}", "Cumulative
 * upkeep—Pay 1 life." (any keyword cost; 702.24a: the whole set of costs is paid, or none). A choice of costs
 * ("Cumulative upkeep {U} or {B}") is not read.
 */
function cumulativeUpkeep(line: number, text: string, costs: readonly Cost[]): Ability {
  return {
    kind: 'triggered',
    line,
    text,
    // A triggered ability of a permanent triggers only while it is on the battlefield: the "if" of 702.24a holds.
    trigger: { event: { kind: 'beginningOfStep', step: 'upkeep', whose: 'you' }, condition: null },
    effects: [
      { kind: 'putCounters', what: { kind: 'self' }, counter: 'age', amount: { kind: 'fixed', value: 1 } },
      sacrificeSelfUnlessPaid(costs, { kind: 'counters', of: { kind: 'self' }, counter: 'age' }),
    ],
  };
}

export const cumulativeUpkeepParser: AbilityParser = {
  id: 'cumulative-upkeep',
  examples: ['Cumulative upkeep {1}', 'Cumulative upkeep—Pay 1 life.'],
  parse(s, line) {
    if (s.peekWord() !== 'cumulative' || !s.words('cumulative upkeep')) return null;
    const costs = keywordCost(s, 'cumulative upkeep', KEYWORD_COST_KINDS);
    if (!costs) return null;
    return [cumulativeUpkeep(line.line, line.text, costs)];
  },
};
