import type { CostParser } from './cost-parser.js';
import { chosenObjects, costExpected, namesCards } from './chosen.js';

/**
 * "Discard a card", "Discard two cards", "Discard a creature card", "Discard a card at random" (118.3, 701.8): cards
 * from the player's hand, chosen by them as the cost is paid, or at random.
 */
export const discardCost: CostParser = {
  id: 'discard',
  example: 'Discard a card',
  parse(s) {
    const save = s.mark();
    if (!s.words('discard')) return null;
    const at = s.mark();
    const chosen = chosenObjects(s);
    // "another card" means nothing in a hand: no source there to be other than.
    if (
      !chosen ||
      !namesCards(chosen.what) ||
      chosen.what.qualities.some((q) => q.kind === 'other' || q.kind === 'zone')
    ) {
      costExpected(s, "what to discard, such as 'a card' or 'two cards'", at);
      s.reset(save);
      return null;
    }
    const random = s.words('at random');
    return { kind: 'discard', what: chosen.what, amount: chosen.amount, random };
  },
};
