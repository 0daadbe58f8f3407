import type { CostParser } from './cost-parser.js';
import { chosenObjects, costExpected, namesCards } from './chosen.js';

/**
 * "Reveal a Goblin card from your hand", "reveal an Island or Swamp card from your hand" (118.12, 701.16a): cards in
 * the player's own hand, chosen and shown as the cost is paid; they stay in the hand.
 */
export const revealFromHandCost: CostParser = {
  id: 'revealFromHand',
  example: 'Reveal a Goblin card from your hand',
  parse(s) {
    const save = s.mark();
    if (!s.words('reveal')) return null;
    const at = s.mark();
    const chosen = chosenObjects(s);
    const fromYours = chosen?.what.qualities.some((q) => q.kind === 'zone' && q.zone === 'hand' && q.whose === 'you');
    if (!chosen || !namesCards(chosen.what) || !fromYours) {
      costExpected(s, "what to reveal, such as 'a Goblin card from your hand'", at);
      s.reset(save);
      return null;
    }
    return { kind: 'revealFromHand', what: chosen.what, amount: chosen.amount };
  },
};
