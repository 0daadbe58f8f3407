import { payment } from './cost-action.js';
import type { EffectParser } from './effect-parser.js';

/**
 * "pay {2}", "pay 3 life", "pay {1} and 1 life": a cost paid as an effect (118.12). Only meaningful after "you may"
 * (the sentence grammar refuses it elsewhere), where not paying means the "If you do" part doesn't happen.
 */
export const pay: EffectParser = {
  id: 'pay',
  verbs: ['pay'],
  example: 'You may pay {2}. If you do, draw a card.',
  parse(s, actor) {
    if (actor !== null && actor.kind !== 'you') return null;
    const costs = payment(s);
    return costs ? [{ kind: 'pay', costs }] : null;
  },
};
