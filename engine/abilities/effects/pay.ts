import type { Cost } from '../../templates/card-template.js';
import { amount } from '../grammar/amount.js';
import { manaSymbols } from '../grammar/mana.js';
import type { EffectParser } from './effect-parser.js';

/**
 * "pay {2}", "pay 3 life": a cost paid as an effect (118.12). Only meaningful after "you may" (the sentence
 * grammar refuses it elsewhere), where not paying means the "If you do" part doesn't happen.
 */
export const pay: EffectParser = {
  id: 'pay',
  verbs: ['pay'],
  example: 'You may pay {2}. If you do, draw a card.',
  parse(s, actor) {
    if (actor !== null && actor.kind !== 'you') return null;
    const save = s.mark();
    if (!s.words('pay')) return null;
    const mana = manaSymbols(s);
    let cost: Cost | null = mana ? { kind: 'mana', mana } : null;
    if (!cost) {
      const n = amount(s);
      if (n?.kind === 'fixed' && s.words('life')) cost = { kind: 'payLife', amount: n.value };
    }
    if (!cost) {
      s.expected("what to pay, such as '{2}' or '3 life'");
      s.reset(save);
      return null;
    }
    return [{ kind: 'pay', costs: [cost] }];
  },
};
