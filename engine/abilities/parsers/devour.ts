import { amount } from '../grammar/amount.js';
import type { AbilityParser } from './ability-parser.js';

/**
 * 702.82a: "Devour N" — "As this object enters the battlefield, you may sacrifice any number of creatures. This
 * permanent enters the battlefield with N +1/+1 counters on it for each creature sacrificed this way." A replacement of
 * its own entering event (614.12), the static effect `devour` (rules/replacement/devour.ts).
 */
export const devourParser: AbilityParser = {
  id: 'devour',
  examples: ['Devour 2'],
  parse(s, line) {
    if (s.peekWord() !== 'devour') return null;
    const save = s.mark();
    s.words('devour');
    const n = amount(s);
    if (n?.kind !== 'fixed' || n.value < 1 || !s.restIsEmpty()) {
      s.expected("a number after 'Devour', as in 'Devour 2'");
      s.reset(save);
      return null;
    }
    return [{ kind: 'static', line: line.line, text: line.text, effect: { kind: 'devour', times: n.value } }];
  },
};
