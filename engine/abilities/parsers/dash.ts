import type { AbilityParser } from './ability-parser.js';
import { keywordAlternative, keywordCostLine } from './keyword-alternative.js';
import { keywordAbility } from './keyword-meaning.js';
import { staticContinuousParser } from './static-continuous.js';
import { triggeredParser } from './triggered.js';

/**
 * 702.109a: "Dash [cost]" means "You may cast this card by paying [cost] rather than its mana cost," "If this spell's
 * dash cost was paid, return the permanent this spell becomes to its owner's hand at the beginning of the next end
 * step," and "As long as this permanent's dash cost was paid, it has haste." The alternative cost is `cast … dash`
 * (118.9, remembered on the permanent as evoke's is); the return is a trigger as it enters that creates the delayed
 * trigger (603.7), and the haste a static ability of the permanent; both read by the grammar from these sentences.
 */
const dashHaste = keywordAbility('dash', staticContinuousParser, "As long as ~'s dash cost was paid, ~ has haste.");
const dashReturn = keywordAbility(
  'dash',
  triggeredParser,
  "When ~ enters the battlefield, if its dash cost was paid, return it to its owner's hand at the beginning of the " +
    'next end step.',
);

/** "Dash {2}{R}": the cost, then the end of the line (the reminder text is gone already). */
export const dashParser: AbilityParser = {
  id: 'dash',
  examples: ['Dash {2}{R}'],
  parse(s, line) {
    const costs = keywordCostLine(s, 'dash');
    return costs && [keywordAlternative(line, 'dash', costs), dashHaste(line), dashReturn(line)];
  },
};
