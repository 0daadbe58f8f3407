import type { Amount, EnteringCounters } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { COUNTER_KIND } from '../effects/put-counters.js';
import { amount, equalTo, forEach } from './amount.js';
import { possessor } from './subject.js';

/**
 * "three +1/+1 counters on it", "a +1/+1 counter on it for each Gate you control", "a number of +1/+1 counters on it
 * equal to …", "X charge counters on it".
 */
export function enteringCounters(s: Scanner): EnteringCounters | null {
  const numberOf = s.words('a number of');
  const n: Amount | null = numberOf ? { kind: 'fixed', value: 1 } : amount(s, true);
  if (!n) return s.expected("how many counters, such as 'three +1/+1 counters'");
  // 702.98a, 702.136a: "an additional +1/+1 counter": one more than it would otherwise get.
  s.words('additional');
  const kind = s.regex(COUNTER_KIND);
  if (!kind?.[1]) return s.expected("a kind of counter, as in 'a +1/+1 counter'");
  if (!s.words('on it')) return s.expected("'on it'");
  const counter = kind[1].toLowerCase();
  if (numberOf) {
    const equal = equalTo(s, possessor);
    return equal ? { counter, amount: equal } : s.expected("'equal to' and how many");
  }
  const per = forEach(s, n);
  return { counter, amount: per ?? n };
}
