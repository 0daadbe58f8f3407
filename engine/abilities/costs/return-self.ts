import type { CostParser } from './cost-parser.js';

/**
 * "Return ~ to its owner's hand" (118.3): the ability's own permanent goes back to its owner's hand as the cost is
 * paid (Grinning Ignus, Ovinomancer). "Return a land you control to its owner's hand" is return-to-hand.ts.
 */
export const returnSelfCost: CostParser = {
  id: 'returnSelfToHand',
  example: "Return ~ to its owner's hand",
  parse(s) {
    const save = s.mark();
    if (s.words('return') && s.symbol('~') && s.words("to its owner's hand")) return { kind: 'returnSelfToHand' };
    s.reset(save);
    return null;
  },
};
