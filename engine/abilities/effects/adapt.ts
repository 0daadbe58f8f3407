import { amount } from '../grammar/amount.js';
import type { EffectParser } from './effect-parser.js';

/**
 * 701.43a: "Adapt N" means "If this permanent has no +1/+1 counters on it, put N +1/+1 counters on it." — that
 * conditional sentence, the condition checked as the ability resolves (608.2c). Said by the permanent's own ability,
 * in an imperative sentence.
 */
export const adapt: EffectParser = {
  id: 'adapt',
  verbs: ['adapt'],
  example: '{2}{G}: Adapt 2.',
  parse(s, actor) {
    if (actor !== null) return null;
    const save = s.mark();
    if (!s.words('adapt')) return null;
    const n = amount(s);
    if (!n) {
      s.expected("how many counters, as in 'Adapt 2'");
      s.reset(save);
      return null;
    }
    return [
      {
        kind: 'conditional',
        condition: { kind: 'counters', counter: '+1/+1', op: '=', value: 0 },
        effects: [{ kind: 'putCounters', what: { kind: 'self' }, counter: '+1/+1', amount: n }],
        otherwise: [],
      },
    ];
  },
};
