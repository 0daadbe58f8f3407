import type { Amount, Description, Effect } from '../../templates/card-template.js';
import { amount } from '../grammar/amount.js';
import type { EffectParser } from './effect-parser.js';

const CREATURES_YOU_CONTROL: Description = { nouns: ['creature'], qualities: [{ kind: 'controller', who: 'you' }] };

/** "a creature you control with the least toughness or tied for least toughness among creatures you control". */
const LEAST_TOUGHNESS: Description = {
  nouns: ['creature'],
  qualities: [
    { kind: 'controller', who: 'you' },
    {
      kind: 'compareTo',
      property: 'toughness',
      op: '=',
      amount: { kind: 'least', property: 'toughness', of: CREATURES_YOU_CONTROL },
    },
  ],
};

/**
 * 701.33a: "Bolster N" means "Choose a creature you control with the least toughness or tied for least toughness among
 * creatures you control. Put N +1/+1 counters on that creature." — chosen as it resolves (608.2d, not targeted: the
 * toughnesses then decide, and the controller picks among those tied); nothing happens with no creature. "Bolster X,
 * where X is …" takes the sentence's X (107.3c). Said by "you" only ("You gain 4 life. Bolster 2.").
 */
export const bolster: EffectParser = {
  id: 'bolster',
  verbs: ['bolster'],
  example: 'Bolster 2.',
  parse(s, actor) {
    if (actor !== null && actor.kind !== 'you') return null;
    const save = s.mark();
    if (!s.words('bolster')) return null;
    const n = amount(s);
    if (n?.kind !== 'fixed' && n?.kind !== 'variable') {
      s.expected("how many counters, as in 'Bolster 2'");
      s.reset(save);
      return null;
    }
    return bolsterEffects(n);
  },
};

/** 701.33a, spelled out. */
export function bolsterEffects(n: Amount): Effect[] {
  return [
    {
      kind: 'putCounters',
      what: { kind: 'chosen', description: LEAST_TOUGHNESS, count: 1 },
      counter: '+1/+1',
      amount: n,
    },
  ];
}
