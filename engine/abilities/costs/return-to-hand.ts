import type { CostParser } from './cost-parser.js';
import { chosenObjects, costExpected, hasQuality } from './chosen.js';
import { namesPermanents } from '../grammar/description.js';

/** "to its owner's hand", "to their owner's hand", "to their owners' hands": where the returned permanents go. */
const OWNERS_HAND = ["to its owner's hand", "to their owner's hand", "to their owners' hands"];

/**
 * "Return an Island you control to its owner's hand", "return two Islands you control to their owner's hand" (118.3):
 * permanents the player controls, chosen as the cost is paid.
 */
export const returnToHandCost: CostParser = {
  id: 'returnToHand',
  example: "Return a land you control to its owner's hand",
  parse(s) {
    const save = s.mark();
    if (!s.words('return')) return null;
    const at = s.mark();
    const chosen = chosenObjects(s);
    const ok =
      chosen !== null &&
      namesPermanents(chosen.what) &&
      hasQuality(chosen.what, (q) => q.kind === 'controller' && q.who === 'you') &&
      s.oneOf(OWNERS_HAND) !== null;
    if (!ok || !chosen) {
      costExpected(s, "what to return, such as 'a land you control to its owner's hand'", at);
      s.reset(save);
      return null;
    }
    return { kind: 'returnToHand', what: chosen.what, amount: chosen.amount };
  },
};
