import type { CountChange, StaticEffect } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { amount } from '../grammar/amount.js';
import { counterKind, watchedCounters, type WatchedCounters } from '../grammar/counter-event.js';
import type { AbilityParser } from './ability-parser.js';

/**
 * Static replacement effects of counters being put (614.1a, 122.6), "If [counters would be put], [instead].", while
 * their source is on the battlefield (611.3b; rules/replacement/counters.ts):
 * - "…, twice that many +1/+1 counters are put on that creature instead."
 * - "…, that many plus one +1/+1 counters are put on that creature instead."
 * - "…, that many -1/-1 counters minus one are put on it instead."
 * - "…, that many plus one of each of those kinds of counters are put on that permanent instead." (any kind)
 * - "If you would get one or more counters, you get that many plus one of each of those kinds of counters instead."
 * The event is grammar/counter-event.ts's; the counters named again must be the event's.
 */
export const counterReplacementParser: AbilityParser = {
  id: 'counter-replacement',
  examples: [
    'If one or more +1/+1 counters would be put on a creature you control, twice that many +1/+1 counters are put on that creature instead.',
  ],
  parse(s, line) {
    if (s.peekWord() !== 'if') return null;
    const save = s.mark();
    s.words('if');
    const watched = watchedCounters(s);
    if (!watched || !s.symbol(',')) {
      s.reset(save);
      return null;
    }
    const effect = watched.on.kind === 'player' ? playerGets(s, watched) : putInstead(s, watched);
    if (!effect) return null;
    s.symbol('.');
    if (!s.restIsEmpty()) return s.expected('the end of the line');
    return [{ kind: 'static', line: line.line, text: line.text, effect }];
  },
};

/** "twice that many +1/+1 counters are put on that creature instead", "that many -1/-1 counters minus one …". */
function putInstead(s: Scanner, watched: WatchedCounters): StaticEffect | null {
  const change = newCount(s, watched.counter);
  if (!change) return s.expected("'twice that many …', 'that many plus one …' or 'that many … minus one'");
  if (!s.words('are put on') || !(s.words('that creature') || s.words('that permanent') || s.words('it')))
    return s.expected("'are put on that creature'");
  if (!s.words('instead')) return s.expected("'instead'");
  return { kind: 'counterReplacement', ...watched, change };
}

/** "you get that many plus one of each of those kinds of counters instead". */
function playerGets(s: Scanner, watched: WatchedCounters): StaticEffect | null {
  if (!s.words('you get')) return s.expected("'you get …'");
  const change = newCount(s, null);
  if (!change || !s.words('instead'))
    return s.expected("'that many plus one of each of those kinds of counters instead'");
  return { kind: 'counterReplacement', ...watched, change };
}

/**
 * The new number and the counters again: "twice that many +1/+1 counters", "that many plus one +1/+1 counters",
 * "that many -1/-1 counters minus one", "that many plus one of each of those kinds of counters" (any kind).
 */
function newCount(s: Scanner, counter: string | null): CountChange | null {
  const save = s.mark();
  let change: CountChange | null = null;
  if (s.words('twice that many')) change = { kind: 'double' };
  else if (s.words('that many')) {
    if (s.words('plus')) {
      const n = amount(s);
      if (n?.kind === 'fixed' && n.value > 0) change = { kind: 'plus', amount: n.value };
    } else change = { kind: 'minus', amount: 0 };
  }
  if (!change || !counters(s, counter)) {
    s.reset(save);
    return null;
  }
  if (change.kind === 'minus') {
    // "that many -1/-1 counters minus one": the difference after the counters.
    const n = s.words('minus') ? amount(s) : null;
    if (n?.kind !== 'fixed' || n.value <= 0) {
      s.reset(save);
      return null;
    }
    return { kind: 'minus', amount: n.value };
  }
  return change;
}

/** The event's counters named again: "+1/+1 counters", or "of each of those kinds of counters" for any kind. */
function counters(s: Scanner, counter: string | null): boolean {
  if (counter === null) return s.words('of each of those kinds of counters');
  return counterKind(s) === counter && s.words('counters');
}
