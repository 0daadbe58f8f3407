import { Scanner } from '../../text/scanner.js';
import type { Condition } from '../../templates/card-template.js';
import { condition } from '../grammar/condition.js';
import type { AbilityParser } from './ability-parser.js';
import { keywordAlternative, keywordCostLine } from './keyword-alternative.js';

/**
 * 702.117a: "Surge [cost]" means "You may pay [cost] rather than pay this spell's mana cost as you cast this spell if
 * you or one of your teammates has cast another spell this turn." (no teammates in a two-player game). The condition
 * is the grammar's "you've cast another spell this turn" (the turn's record), checked as it is cast (601.2b);
 * "if its surge cost was paid" (condition `castFor`) then holds for the spell and the permanent it becomes.
 */
let surgeCondition: Condition | null = null;
function anotherSpellThisTurn(): Condition {
  if (surgeCondition) return surgeCondition;
  const read = condition(new Scanner("you've cast another spell this turn"));
  if (!read) throw new Error("the grammar no longer reads surge's condition: you've cast another spell this turn");
  surgeCondition = read;
  return read;
}

/** "Surge {1}{R}": the cost, then the end of the line (the reminder text is gone already). */
export const surgeParser: AbilityParser = {
  id: 'surge',
  examples: ['Surge {1}{R}'],
  parse(s, line) {
    const costs = keywordCostLine(s, 'surge');
    return costs && [keywordAlternative(line, 'surge', costs, { conditions: [anotherSpellThisTurn()] })];
  },
};
