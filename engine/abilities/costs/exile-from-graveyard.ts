import type { CostParser } from './cost-parser.js';
import { chosenObjects, costExpected, namesCards } from './chosen.js';

/**
 * "Exile a card from your graveyard", "Exile two creature cards from your graveyard" (118.3, 406): cards in the
 * player's own graveyard, chosen as the cost is paid. "Exile ~ from your graveyard" is not read yet.
 */
export const exileFromGraveyardCost: CostParser = {
  id: 'exileFromGraveyard',
  example: 'Exile a card from your graveyard',
  parse(s) {
    const save = s.mark();
    if (!s.words('exile')) return null;
    const at = s.mark();
    const chosen = chosenObjects(s);
    // The description reads "from your graveyard" itself (a zone quality); only your own graveyard is a cost.
    const fromYours = chosen?.what.qualities.some(
      (q) => q.kind === 'zone' && q.zone === 'graveyard' && q.whose === 'you',
    );
    if (!chosen || !namesCards(chosen.what) || !fromYours) {
      costExpected(s, "what to exile, such as 'a card from your graveyard'", at);
      s.reset(save);
      return null;
    }
    return { kind: 'exileFromGraveyard', what: chosen.what, amount: chosen.amount };
  },
};
