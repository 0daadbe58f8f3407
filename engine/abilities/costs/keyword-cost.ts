import type { Cost } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { manaSymbols } from '../grammar/mana.js';
import { costPiece } from './index.js';

/**
 * The cost after a keyword with a cost (702.1): "Morph {2}{U}", or, when the cost is not only mana, an em dash and
 * cost pieces in a sentence: "Morph—Discard a card.", "Echo—Sacrifice two lands.", "Buyback—Pay 4 life." (118).
 * `allowed` keeps out pieces that make no sense for the keyword ({T} on a card in hand). Reads to the end of the
 * line or returns null with what it expected recorded.
 */
export function keywordCost(s: Scanner, keyword: string, allowed: ReadonlySet<Cost['kind']>): Cost[] | null {
  const mana = manaSymbols(s);
  if (mana) {
    if (!s.restIsEmpty()) return s.expected(`the end of the line after the ${keyword} cost`);
    return [{ kind: 'mana', mana }];
  }
  if (!s.symbol('—')) return s.expected(`the ${keyword} cost, such as '{2}' or '—Pay 2 life.'`);
  const costs: Cost[] = [];
  for (;;) {
    const save = s.mark();
    const cost = costPiece(s);
    if (!cost || !allowed.has(cost.kind)) {
      s.reset(save);
      return s.expected(`a cost such as '{2}', 'pay 2 life', 'discard a card' or 'sacrifice a creature'`);
    }
    costs.push(cost);
    if (!(s.words(', and') || s.words('and') || s.symbol(','))) break;
  }
  s.symbol('.');
  if (!s.restIsEmpty()) return s.expected(`the end of the line after the ${keyword} cost`);
  return costs;
}

/** Costs a player can pay for a card's keyword wherever it is: mana, life, and objects chosen from what they have. */
export const KEYWORD_COST_KINDS: ReadonlySet<Cost['kind']> = new Set([
  'mana',
  'payLife',
  'payEnergy',
  'sacrifice',
  'discard',
  'exileFromGraveyard',
  'tapUntapped',
  'removeCounters',
] as const);
