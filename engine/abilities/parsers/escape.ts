import type { Cost } from '../../templates/card-template.js';
import { costPiece } from '../costs/index.js';
import { KEYWORD_COST_KINDS } from '../costs/keyword-cost.js';
import type { AbilityParser } from './ability-parser.js';
import { keywordAlternative, keywordCostLine } from './keyword-alternative.js';

/** Escape's costs: mana and the cards it exiles from the graveyard ("Exile three other cards from your graveyard"). */
const ESCAPE_COSTS: ReadonlySet<Cost['kind']> = KEYWORD_COST_KINDS;

/**
 * 702.138a: "Escape [cost]" means "You may cast this card from your graveyard by paying [cost] rather than paying its
 * mana cost.": an alternative cost (118.9, `cast … alternative` with the card in its owner's graveyard) that works
 * only there (`zone: 'graveyard'`). "Escape—{1}{R}, Exile two other cards from your graveyard." (the sample writes the
 * dash as "-"): the card is on the stack by the time its costs are paid (601.2a), so "other" cards are the rest.
 */
export const escapeParser: AbilityParser = {
  id: 'escape',
  examples: ['Escape—{1}{R}, Exile two other cards from your graveyard.'],
  parse(s, line) {
    if (s.peekWord() !== 'escape') return null;
    // "Escape—{1}{R}, Exile …" (written "Escape-" in the sample): the pieces after the dash.
    const save = s.mark();
    const dashed = s.words('escape') && s.symbol('-');
    if (!dashed) s.reset(save);
    const costs = dashed ? escapeCosts(s) : keywordCostLine(s, 'escape', ESCAPE_COSTS);
    return costs && [keywordAlternative(line, 'escape', costs, { zone: 'graveyard' })];
  },
};

/** After "Escape-": cost pieces separated by commas, to the end of the line. */
function escapeCosts(s: Parameters<AbilityParser['parse']>[0]): Cost[] | null {
  const costs: Cost[] = [];
  for (;;) {
    const save = s.mark();
    const cost = costPiece(s);
    if (!cost || !ESCAPE_COSTS.has(cost.kind)) {
      s.reset(save);
      return s.expected("an escape cost such as '{1}{R}, Exile two other cards from your graveyard.'");
    }
    costs.push(cost);
    if (!s.symbol(',')) break;
  }
  s.symbol('.');
  if (!s.restIsEmpty()) return s.expected('the end of the line after the escape cost');
  return costs;
}
