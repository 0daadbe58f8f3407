import type { CostParser } from './cost-parser.js';
import { chosenObjects, costExpected, namesCards } from './chosen.js';

/**
 * "Exile a red card from your hand", "exile two blue cards from your hand" (118.3): cards in the player's own hand,
 * chosen as the cost is paid. A spell paying it has left the hand already (601.2a), so it can't exile itself.
 */
export const exileFromHandCost: CostParser = {
  id: 'exileFromHand',
  example: 'Exile a blue card from your hand',
  parse(s) {
    const save = s.mark();
    if (!s.words('exile')) return null;
    const at = s.mark();
    const chosen = chosenObjects(s);
    // The description reads "from your hand" itself (a zone quality); only your own hand is a cost.
    const fromYours = chosen?.what.qualities.some((q) => q.kind === 'zone' && q.zone === 'hand' && q.whose === 'you');
    if (!chosen || !namesCards(chosen.what) || !fromYours) {
      costExpected(s, "what to exile, such as 'a card from your hand'", at);
      s.reset(save);
      return null;
    }
    return { kind: 'exileFromHand', what: chosen.what, amount: chosen.amount };
  },
};
