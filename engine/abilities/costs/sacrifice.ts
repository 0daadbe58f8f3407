import type { CostParser } from './cost-parser.js';
import { chosenObjects, costExpected } from './chosen.js';
import { namesPermanents } from '../grammar/description.js';

/**
 * "Sacrifice a creature", "Sacrifice two lands", "Sacrifice another creature", "Sacrifice an artifact", "Sacrifice a
 * Goblin" (118.3, 701.17a): permanents the player controls, chosen as the cost is paid. "Sacrifice ~" is
 * sacrifice-self.ts.
 */
export const sacrificeCost: CostParser = {
  id: 'sacrifice',
  example: 'Sacrifice a creature',
  parse(s) {
    const save = s.mark();
    if (!s.words('sacrifice')) return null;
    const at = s.mark();
    const chosen = chosenObjects(s);
    if (!chosen || !namesPermanents(chosen.what)) {
      costExpected(s, "what to sacrifice, such as 'a creature' or '~'", at);
      s.reset(save);
      return null;
    }
    return { kind: 'sacrifice', what: chosen.what, amount: chosen.amount };
  },
};
