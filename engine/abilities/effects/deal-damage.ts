import type { EffectParser } from './effect-parser.js';
import { amount } from '../grammar/amount.js';
import { self, target } from '../grammar/target.js';

/** "~ deals 2 damage to any target." / "~ deals X damage to target creature." (rule 120). */
export const dealDamage: EffectParser = {
  id: 'dealDamage',
  example: '~ deals 2 damage to any target.',
  parse(s) {
    const save = s.mark();
    if (!self(s) || !s.words('deals')) {
      s.reset(save);
      return null;
    }
    const n = amount(s);
    if (!n) {
      s.expected("an amount such as '2' or 'X' after 'deals'");
      s.reset(save);
      return null;
    }
    if (!s.words('damage to')) {
      s.expected("'damage to' after the amount");
      s.reset(save);
      return null;
    }
    const to = target(s);
    if (!to) {
      s.reset(save);
      return null;
    }
    return { kind: 'dealDamage', amount: n, to };
  },
};
