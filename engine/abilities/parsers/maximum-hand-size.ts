import { maximumHandSizeClause } from '../grammar/hand-size.js';
import type { AbilityParser } from './ability-parser.js';

/**
 * 402.2: "You have no maximum hand size.", "Players have no maximum hand size.", "Your maximum hand size is increased
 * by one.", "Each opponent's maximum hand size is reduced by one.", "Your maximum hand size is two.": while its source
 * is on the battlefield, the maximum hand size of the players it names changes (rules/turn/hand-size.ts).
 */
export const maximumHandSizeParser: AbilityParser = {
  id: 'maximum-hand-size',
  examples: ['You have no maximum hand size.', "Each opponent's maximum hand size is reduced by one."],
  parse(s, line) {
    const save = s.mark();
    const clause = maximumHandSizeClause(s);
    if (!clause) return null;
    s.symbol('.');
    if (!s.restIsEmpty()) {
      // "… until your next turn." is a resolving effect's (effects/maximum-hand-size.ts).
      s.reset(save);
      return null;
    }
    const effect = { kind: 'maximumHandSize' as const, who: clause.who, change: clause.change };
    return [{ kind: 'static', line: line.line, text: line.text, effect }];
  },
};
