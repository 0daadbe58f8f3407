import type { EnteringCounters, Keyword } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { KEYWORD_NAMES } from '../keywords.js';

/**
 * 608.2d: "your choice of flying, trample, or haste", "your choice of deathtouch or lifelink" after "gains" / "loses"
 * in a resolving effect: the keywords among which its controller chooses one as the effect begins. Null, unmoved,
 * when the words aren't there; refused (with the expectation noted) when fewer than two keywords follow, or one of
 * the alternatives is no keyword ("protection from red", "shadow" where unknown).
 */
export function keywordOfChoice(s: Scanner): Keyword[] | null {
  const save = s.mark();
  if (s.peekWord() !== 'your' || !s.words('your choice of')) return null;
  const found: Keyword[] = [];
  for (;;) {
    const k = s.oneOf(KEYWORD_NAMES);
    if (!k) break;
    found.push(k);
    const before = s.mark();
    // "a, b, or c" / "a or b": the last one comes after "or".
    if (s.words(', or') || s.words('or')) {
      const last = s.oneOf(KEYWORD_NAMES);
      if (last) {
        found.push(last);
        return found;
      }
      s.reset(before);
      break;
    }
    if (!s.symbol(',')) break;
  }
  s.expected("keywords to choose from, such as 'flying, trample, or haste'");
  s.reset(save);
  return null;
}

/** A keyword counter's kind (122.1b) or another one-word kind, then "counter": "first strike counter", "+1/+1 counter". */
const OTHER_COUNTER = /([+-]\d+\/[+-]\d+|[a-z][a-z-]*)\s+counter\b/iy;

/**
 * 614.12: "your choice of a deathtouch counter or a lifelink counter on it" after "enters the battlefield with": one
 * counter of those kinds, chosen as the permanent enters. Null, unmoved, when the words aren't there.
 */
export function countersOfChoice(s: Scanner): EnteringCounters[] | null {
  const save = s.mark();
  if (s.peekWord() !== 'your' || !s.words('your choice of')) return null;
  const found: EnteringCounters[] = [];
  for (;;) {
    if (!(s.words('a') || s.words('an'))) break;
    const keyword = s.oneOf(KEYWORD_NAMES);
    if (keyword && !s.words('counter')) break;
    const kind = keyword ?? s.regex(OTHER_COUNTER)?.[1]?.toLowerCase();
    if (!kind) break;
    found.push({ counter: kind, amount: { kind: 'fixed', value: 1 } });
    if (s.words('on it')) {
      if (found.length > 1) return found;
      break;
    }
    if (!(s.words(', or') || s.words('or') || s.symbol(','))) break;
  }
  s.expected("counters to choose from, such as 'a flying counter or a reach counter on it'");
  s.reset(save);
  return null;
}
