import type { EffectParser } from './effect-parser.js';
import { amount } from '../grammar/amount.js';

/** "Draw a card." / "Draw two cards." (rule 121). The drawing player is you. */
export const drawCards: EffectParser = {
  id: 'drawCards',
  example: 'Draw a card.',
  parse(s) {
    const save = s.mark();
    if (!s.words('draw')) return null;
    const n = amount(s, true);
    if (!n) {
      s.expected("how many cards, as in 'Draw a card' or 'Draw two cards'");
      s.reset(save);
      return null;
    }
    if (!s.words('cards') && !s.words('card')) {
      s.expected("'card' or 'cards'");
      s.reset(save);
      return null;
    }
    return { kind: 'drawCards', who: { kind: 'you' }, amount: n };
  },
};
