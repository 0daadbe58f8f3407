import type { Scanner } from '../../text/scanner.js';
import { amount } from '../grammar/amount.js';
import { isObjectSubject, subject } from '../grammar/subject.js';
import type { EffectParser } from './effect-parser.js';
import { COUNTER_KIND } from './put-counters.js';

/**
 * 122.1: "Remove a time counter from it.", "remove two time counters from it", "remove all -1/-1 counters from ~",
 * "remove a -1/-1 counter from each creature you control": the counters of one kind taken off the objects named.
 * ("Remove a fade counter from ~. If you can't, …" is read first as a cost paid as it resolves, 118.12.)
 */
export const removeCounters: EffectParser = {
  id: 'removeCounters',
  verbs: ['remove'],
  example: 'Remove a time counter from it.',
  parse(s: Scanner, actor) {
    if (actor !== null && actor.kind !== 'you') return null;
    const save = s.mark();
    if (!s.words('remove')) return null;
    const n = s.words('all') ? null : amount(s, true);
    const kind = s.regex(COUNTER_KIND);
    if (!kind?.[1] || !s.words('from')) {
      s.expected("a kind of counter and 'from', as in 'a time counter from it'");
      s.reset(save);
      return null;
    }
    const what = subject(s);
    if (!what || !isObjectSubject(what)) {
      s.expected("what loses the counters, such as '~' or 'target creature'");
      s.reset(save);
      return null;
    }
    return [{ kind: 'removeCounters', what, counter: kind[1].toLowerCase(), amount: n }];
  },
};

/**
 * 122.1, 702.58a (graft): "move a +1/+1 counter from ~ onto that creature", "move a +1/+1 counter from ~ onto target
 * creature": counters of one kind taken off one object and put on another.
 */
export const moveCounters: EffectParser = {
  id: 'moveCounters',
  verbs: ['move'],
  example: 'Move a +1/+1 counter from ~ onto target creature.',
  parse(s: Scanner, actor) {
    if (actor !== null && actor.kind !== 'you') return null;
    const save = s.mark();
    if (!s.words('move')) return null;
    const n = amount(s, true);
    const kind = n ? s.regex(COUNTER_KIND) : null;
    if (!n || !kind?.[1] || !s.words('from')) {
      s.expected("how many counters of which kind and 'from', as in 'a +1/+1 counter from ~'");
      s.reset(save);
      return null;
    }
    const from = subject(s);
    const onto = from && isObjectSubject(from) && s.words('onto') ? subject(s) : null;
    if (!from || !onto || !isObjectSubject(onto)) {
      s.expected("where the counters move from and onto, as in 'from ~ onto that creature'");
      s.reset(save);
      return null;
    }
    return [{ kind: 'moveCounters', from, to: onto, counter: kind[1].toLowerCase(), amount: n }];
  },
};
