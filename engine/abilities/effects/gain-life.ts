import type { EffectParser } from './effect-parser.js';
import { amount } from '../grammar/amount.js';

/** "You gain 3 life." (rule 119.3). */
export const gainLife: EffectParser = {
  id: 'gainLife',
  example: 'You gain 3 life.',
  parse(s) {
    const save = s.mark();
    if (!s.words('you gain')) return null;
    const n = amount(s);
    if (!n) {
      s.expected("an amount of life such as '3' after 'You gain'");
      s.reset(save);
      return null;
    }
    if (!s.words('life')) {
      s.expected("'life' after the amount");
      s.reset(save);
      return null;
    }
    return { kind: 'gainLife', who: { kind: 'you' }, amount: n };
  },
};
