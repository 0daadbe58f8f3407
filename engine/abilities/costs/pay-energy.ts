import type { Scanner } from '../../text/scanner.js';
import type { CostParser } from './cost-parser.js';

const ENERGY = /\{E\}/iy;

/** "{E}{E}{E}": how many energy symbols follow (107.14), 0 (unmoved) when none. */
export function energySymbols(s: Scanner): number {
  let n = 0;
  for (;;) {
    const save = s.mark();
    s.spaces();
    if (!s.regex(ENERGY)) {
      s.reset(save);
      return n;
    }
    n++;
  }
}

/** `Pay {E}{E}` (107.14): energy counters as a cost. */
export const payEnergyCost: CostParser = {
  id: 'payEnergy',
  example: 'Pay {E}{E}',
  parse(s) {
    const save = s.mark();
    if (s.peekWord() !== 'pay' || !s.words('pay')) return null;
    const n = energySymbols(s);
    if (n === 0) {
      s.reset(save);
      return null;
    }
    return { kind: 'payEnergy', amount: n };
  },
};
