import { Scanner } from '../../text/scanner.js';
import type { Condition } from '../../templates/card-template.js';
import { condition } from '../grammar/condition.js';
import type { AbilityParser } from './ability-parser.js';
import { keywordAlternative, keywordCostLine } from './keyword-alternative.js';

/**
 * 702.137a: "Spectacle [cost]" means "You may pay [cost] rather than pay this spell's mana cost if an opponent lost
 * life this turn." The condition is the grammar's "an opponent lost life this turn" (the turn's record), checked as it
 * is cast (601.2b); "If ~'s spectacle cost was paid" (condition `castFor`) then holds for the spell and the permanent
 * it becomes.
 */
let spectacleCondition: Condition | null = null;
function opponentLostLifeThisTurn(): Condition {
  if (spectacleCondition) return spectacleCondition;
  const read = condition(new Scanner('an opponent lost life this turn'));
  if (!read) throw new Error("the grammar no longer reads spectacle's condition: an opponent lost life this turn");
  spectacleCondition = read;
  return read;
}

/** "Spectacle {1}{B}": the cost, then the end of the line (the reminder text is gone already). */
export const spectacleParser: AbilityParser = {
  id: 'spectacle',
  examples: ['Spectacle {1}{B}'],
  parse(s, line) {
    const costs = keywordCostLine(s, 'spectacle');
    return costs && [keywordAlternative(line, 'spectacle', costs, { conditions: [opponentLostLifeThisTurn()] })];
  },
};
