import type { CostParser } from './cost-parser.js';
import { chosenObjects, costExpected, hasQuality } from './chosen.js';
import { namesPermanents } from '../grammar/description.js';

/**
 * "Tap an untapped creature you control", "Tap two untapped Clerics you control", "Tap an untapped artifact you
 * control" (118.3): untapped permanents the player controls, chosen as the cost is paid.
 */
export const tapUntappedCost: CostParser = {
  id: 'tapUntapped',
  example: 'Tap an untapped creature you control',
  parse(s) {
    const save = s.mark();
    if (!s.words('tap')) return null;
    const at = s.mark();
    const chosen = chosenObjects(s);
    const ok =
      chosen !== null &&
      namesPermanents(chosen.what) &&
      hasQuality(chosen.what, (q) => q.kind === 'tapped' && !q.tapped) &&
      hasQuality(chosen.what, (q) => q.kind === 'controller' && q.who === 'you');
    if (!ok || !chosen) {
      costExpected(s, "what to tap, such as 'an untapped creature you control'", at);
      s.reset(save);
      return null;
    }
    return { kind: 'tapUntapped', what: chosen.what, amount: chosen.amount };
  },
};
