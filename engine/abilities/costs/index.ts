import type { Cost } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import type { CostParser } from './cost-parser.js';
import { discardCost } from './discard.js';
import { discardSelfCost } from './discard-self.js';
import { exileSelfCost } from './exile-self.js';
import { exileFromGraveyardCost } from './exile-from-graveyard.js';
import { exileFromHandCost } from './exile-from-hand.js';
import { manaCostPiece } from './mana.js';
import { payLifeCost } from './pay-life.js';
import { payEnergyCost } from './pay-energy.js';
import { removeCountersCost } from './remove-counters.js';
import { returnSelfCost } from './return-self.js';
import { returnToHandCost } from './return-to-hand.js';
import { sacrificeSelfCost } from './sacrifice-self.js';
import { exertSelfCost } from './exert-self.js';
import { sacrificeCost } from './sacrifice.js';
import { tapUntappedCost } from './tap-untapped.js';
import { tapCost } from './tap.js';
import { untapCost } from './untap.js';

/** Every cost piece an activated ability may list before its colon. Adding one is one module plus one line. */
export const costParsers: readonly CostParser[] = [
  tapCost,
  untapCost,
  manaCostPiece,
  payLifeCost,
  payEnergyCost,
  sacrificeSelfCost,
  exertSelfCost,
  sacrificeCost,
  discardSelfCost,
  discardCost,
  removeCountersCost,
  tapUntappedCost,
  exileSelfCost,
  exileFromGraveyardCost,
  exileFromHandCost,
  returnToHandCost,
  returnSelfCost,
];

/** One cost piece, whichever parser reads it. */
export function costPiece(s: Scanner): Cost | null {
  for (const parser of costParsers) {
    const cost = parser.parse(s);
    if (cost) return cost;
  }
  return null;
}

/**
 * Rule 602.1a: an activated ability is "[Cost]: [Effect.]"; cost pieces are separated by commas.
 * Returns null (scanner unmoved) unless at least one piece and the colon are found.
 */
export function costList(s: Scanner): Cost[] | null {
  const save = s.mark();
  const costs: Cost[] = [];
  const first = costPiece(s);
  if (!first) return null;
  costs.push(first);
  for (;;) {
    if (s.symbol(':')) return costs;
    if (s.symbol(',')) {
      const next = costPiece(s);
      if (next) {
        costs.push(next);
        continue;
      }
      s.expected("another cost such as '{T}' or '{1}' after ','");
    } else {
      // A second run of mana touching the first ({2}{T}) is fine: read on.
      const next = costPiece(s);
      if (next) {
        costs.push(next);
        continue;
      }
      s.expected("':' after the cost, as in '{T}: Add {G}.'");
    }
    s.reset(save);
    return null;
  }
}
