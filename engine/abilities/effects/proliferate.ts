import type { EffectParser } from './effect-parser.js';

/**
 * 701.27a: "Proliferate." — "Draw two cards, then proliferate.", "At the beginning of your end step, proliferate.":
 * the controller does it ("you"); no other player can be told to (no card says "target player proliferates").
 */
export const proliferate: EffectParser = {
  id: 'proliferate',
  verbs: ['proliferate'],
  example: 'Proliferate.',
  parse(s, actor) {
    if (actor !== null || !s.words('proliferate')) return null;
    return [{ kind: 'proliferate' }];
  },
};
