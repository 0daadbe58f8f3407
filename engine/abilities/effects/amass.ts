import type { Amount, Description, Effect } from '../../templates/card-template.js';
import { amount } from '../grammar/amount.js';
import type { EffectParser } from './effect-parser.js';

/** "an Army creature you control" (701.44a). */
const ARMY: Description = {
  nouns: ['creature'],
  qualities: [
    { kind: 'subtype', subtype: 'Army', negated: false },
    { kind: 'controller', who: 'you' },
  ],
};

/**
 * 701.44a: to amass N means "If you don't control an Army creature, create a 0/0 black Zombie Army creature token.
 * Choose an Army creature you control. Put N +1/+1 counters on that creature." — those sentences, as the grammar reads
 * them: the condition checked as it resolves (608.2c), the Army chosen then (608.2d, not targeted). "Amass X, where X
 * is …" takes the sentence's X (107.3c). Said by "you" only ("you lose 1 life and amass 1").
 */
export const amass: EffectParser = {
  id: 'amass',
  verbs: ['amass'],
  example: 'Amass 2.',
  parse(s, actor) {
    if (actor !== null && actor.kind !== 'you') return null;
    const save = s.mark();
    if (!s.words('amass')) return null;
    const n = amount(s);
    if (n?.kind !== 'fixed' && n?.kind !== 'variable') {
      s.expected("how many counters, as in 'Amass 2'");
      s.reset(save);
      return null;
    }
    return amassEffects(n);
  },
};

/** 701.44a, spelled out. */
export function amassEffects(n: Amount): Effect[] {
  return [
    {
      kind: 'conditional',
      condition: { kind: 'count', of: ARMY, op: '=', value: 0 },
      effects: [
        {
          kind: 'createTokens',
          who: { kind: 'you' },
          amount: { kind: 'fixed', value: 1 },
          token: {
            name: 'Zombie Army Token',
            power: 0,
            toughness: 0,
            colors: ['B'],
            supertypes: [],
            types: ['creature'],
            subtypes: ['Zombie', 'Army'],
            keywords: [],
          },
        },
      ],
      otherwise: [],
    },
    { kind: 'putCounters', what: { kind: 'chosen', description: ARMY, count: 1 }, counter: '+1/+1', amount: n },
  ];
}
