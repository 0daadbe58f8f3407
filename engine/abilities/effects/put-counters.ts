import type { Scanner } from '../../text/scanner.js';
import { amount, equalTo, forEach } from '../grammar/amount.js';
import { chosenSubject, isObjectSubject, possessor, subject } from '../grammar/subject.js';
import { isDivisible } from './deal-damage.js';
import type { EffectParser } from './effect-parser.js';

/** "+1/+1 counters", "a charge counter": the kind of counter before "counter(s)" (122.1). */
export const COUNTER_KIND = /([+-]\d+\/[+-]\d+|[a-z][a-z-]*)\s+counters?\b/iy;

/**
 * "Put a +1/+1 counter on target creature.", "Put two -1/-1 counters on it.", "Put a charge counter on ~.", "Put a
 * number of +1/+1 counters on ~ equal to the result." (122.1).
 */
export const putCounters: EffectParser = {
  id: 'putCounters',
  verbs: ['put'],
  example: 'Put a +1/+1 counter on target creature.',
  parse(s: Scanner, actor) {
    if (actor !== null && actor.kind !== 'you') return null;
    const save = s.mark();
    if (!s.words('put')) return null;
    // "a number of … equal to …": the amount comes after what gets the counters.
    const numberOf = s.words('a number of');
    const n = numberOf ? null : amount(s, true);
    if (!n && !numberOf) return reset(s, save);
    const kind = s.regex(COUNTER_KIND);
    if (!kind?.[1]) {
      s.expected("a kind of counter, as in 'a +1/+1 counter'");
      return reset(s, save);
    }
    if (!s.words('on')) {
      s.expected("'on' and what gets the counters");
      return reset(s, save);
    }
    const what = subject(s) ?? chosenSubject(s);
    if (!what || !isObjectSubject(what)) {
      s.expected("what gets the counters, such as 'target creature' or '~'");
      return reset(s, save);
    }
    // "Put a +1/+1 counter on ~ for each creature you control." (107.1: the count times the number).
    const counted = n ? (forEach(s, n) ?? n) : equalTo(s, possessor);
    if (!counted) {
      s.expected("'equal to' and how many, as in 'equal to the result'");
      return reset(s, save);
    }
    return [{ kind: 'putCounters', what, counter: kind[1].toLowerCase(), amount: counted }];
  },
};

/**
 * 601.2d: "Distribute three +1/+1 counters among one, two, or three target creatures", "… among any number of target
 * creatures you control": the counters are divided among the targets as the spell is cast (each gets at least one).
 */
export const distributeCounters: EffectParser = {
  id: 'distributeCounters',
  verbs: ['distribute'],
  example: 'Distribute three +1/+1 counters among one, two, or three target creatures.',
  parse(s: Scanner, actor) {
    if (actor !== null && actor.kind !== 'you') return null;
    const save = s.mark();
    if (!s.words('distribute')) return null;
    const n = amount(s, true);
    if (!n || !isDivisible(n)) {
      s.expected("how many counters, known as the spell is cast (601.2d), as in 'three +1/+1 counters'");
      return reset(s, save);
    }
    const kind = s.regex(COUNTER_KIND);
    if (!kind?.[1] || !s.words('among')) {
      s.expected("a kind of counter and 'among', as in '+1/+1 counters among'");
      return reset(s, save);
    }
    const what = subject(s);
    if (what?.kind !== 'target' || !isObjectSubject(what)) {
      s.expected("the targets, such as 'one, two, or three target creatures'");
      return reset(s, save);
    }
    return [{ kind: 'putCounters', what, counter: kind[1].toLowerCase(), amount: n, divided: true }];
  },
};

function reset(s: Scanner, save: number): null {
  s.reset(save);
  return null;
}
