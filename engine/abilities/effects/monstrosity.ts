import type { Amount, Effect } from '../../templates/card-template.js';
import { amount } from '../grammar/amount.js';
import type { EffectParser } from './effect-parser.js';

/**
 * 701.31a: "Monstrosity N" means "If this permanent isn't monstrous, put N +1/+1 counters on it and it becomes
 * monstrous." — so it is that conditional sentence, the condition checked as the ability resolves (608.2c).
 * "Monstrosity X." takes the X paid for the ability (107.3). Said only by the permanent's own ability (701.31b: only
 * permanents become monstrous), in an imperative sentence.
 */
export const monstrosity: EffectParser = {
  id: 'monstrosity',
  verbs: ['monstrosity'],
  example: '{5}{R}{R}: Monstrosity 3.',
  parse(s, actor) {
    if (actor !== null) return null;
    const save = s.mark();
    if (!s.words('monstrosity')) return null;
    const n = amount(s);
    if (!n) {
      s.expected("how many counters, as in 'Monstrosity 3'");
      s.reset(save);
      return null;
    }
    return [monstrosityEffect(n)];
  },
};

/** 701.31a, spelled out. */
export function monstrosityEffect(n: Amount): Effect {
  return {
    kind: 'conditional',
    condition: {
      kind: 'objectIs',
      what: 'self',
      description: { nouns: [], qualities: [{ kind: 'designated', designation: 'monstrous', negated: true }] },
    },
    effects: [
      { kind: 'putCounters', what: { kind: 'self' }, counter: '+1/+1', amount: n },
      { kind: 'becomeDesignated', what: { kind: 'self' }, designation: 'monstrous' },
    ],
    otherwise: [],
  };
}
