import type { CostParser } from './cost-parser.js';

/** `{Q}`: untap this permanent (rule 107.6). */
export const untapCost: CostParser = {
  id: 'untap',
  example: '{Q}',
  parse: (s) => (s.symbol('{Q}') ? { kind: 'untap' } : null),
};
