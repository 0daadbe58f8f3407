import type { Effect } from '../../templates/card-template.js';
import { amount, NUMBER_WORDS } from '../grammar/amount.js';
import type { EffectParser } from './effect-parser.js';

/**
 * 701.35a: "Support N" on a permanent means "Put a +1/+1 counter on each of up to N other target creatures."; on an
 * instant or sorcery spell (`s.spell`) "… on each of up to N target creatures." — that sentence's effect, the targets
 * chosen as the ability is put on the stack (601.2c). "Support X" only on a spell, whose X is announced as it is cast
 * (601.2b: as many targets as X, like "up to X target creatures"); a trigger announces no X. Said by "you" only.
 */
export const support: EffectParser = {
  id: 'support',
  verbs: ['support'],
  example: 'Support 2.',
  parse(s, actor) {
    if (actor !== null) return null;
    const save = s.mark();
    if (!s.words('support')) return null;
    const n = amount(s);
    if (!(n?.kind === 'fixed' || (n?.kind === 'variable' && s.spell))) {
      s.expected("how many creatures, as in 'Support 2'");
      s.reset(save);
      return null;
    }
    const count = n.kind === 'fixed' ? n.value : null;
    const many = count === null ? 'X' : (NUMBER_WORDS[count] ?? String(count));
    const effect: Effect = {
      kind: 'putCounters',
      what: {
        kind: 'target',
        allowed: ['creature'],
        description: { nouns: ['creature'], qualities: s.spell ? [] : [{ kind: 'other' }] },
        count,
        upTo: true,
        ...(count === null ? { countX: true as const } : {}),
        text: `up to ${many} ${s.spell ? '' : 'other '}target creatures`,
      },
      counter: '+1/+1',
      amount: { kind: 'fixed', value: 1 },
    };
    return [effect];
  },
};
