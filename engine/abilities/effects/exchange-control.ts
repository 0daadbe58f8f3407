import type { Subject } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { isObjectSubject, subject } from '../grammar/subject.js';
import type { EffectParser } from './effect-parser.js';

/** One permanent of the exchange: "~", "target land you control", "target nonland permanent". */
function permanent(s: Scanner): Subject | null {
  const found = subject(s);
  return found && (found.kind === 'self' || (found.kind === 'target' && found.count === 1 && !found.upTo))
    ? found
    : null;
}

/** "two target lands", "two target creatures": one subject with exactly two targets. */
function twoTargets(s: Scanner): Subject | null {
  const found = subject(s);
  return found?.kind === 'target' && found.count === 2 && !found.upTo && isObjectSubject(found) ? found : null;
}

/**
 * 701.10a, 701.10b: "Exchange control of two target lands.", "Exchange control of target land you control and target
 * land an opponent controls.", "Exchange control of ~ and target nonland permanent." — the two permanents swap
 * controllers (layer 2, 613.1b) for good; only "you" exchange.
 */
export const exchangeControl: EffectParser = {
  id: 'exchangeControl',
  verbs: ['exchange'],
  example: 'Exchange control of target land you control and target land an opponent controls.',
  parse(s, actor) {
    if (actor !== null && actor.kind !== 'you') return null;
    const save = s.mark();
    if (!s.words('exchange control of')) return null;
    const at = s.mark();
    const two = twoTargets(s);
    if (two) return [{ kind: 'exchangeControl', what: [two] }];
    s.reset(at);
    const first = permanent(s);
    if (first && s.words('and')) {
      const second = permanent(s);
      if (second) return [{ kind: 'exchangeControl', what: [first, second] }];
    }
    s.expected("the two permanents, such as 'two target creatures' or '~ and target creature'", at);
    s.reset(save);
    return null;
  },
};
