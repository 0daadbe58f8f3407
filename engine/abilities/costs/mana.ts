import type { CostParser } from './cost-parser.js';
import { manaSymbols } from '../grammar/mana.js';

/** A mana payment such as `{1}{G}` or `{B/R}` (rule 118.1). */
export const manaCostPiece: CostParser = {
  id: 'mana',
  example: '{1}{G}',
  parse(s) {
    const mana = manaSymbols(s);
    return mana ? { kind: 'mana', mana } : null;
  },
};
