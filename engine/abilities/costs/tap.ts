import type { CostParser } from './cost-parser.js';

/** `{T}`: tap this permanent (rule 107.5). */
export const tapCost: CostParser = {
  id: 'tap',
  example: '{T}',
  parse: (s) => (s.symbol('{T}') ? { kind: 'tap' } : null),
};
