import { amount } from '../grammar/amount.js';
import type { AbilityParser } from './ability-parser.js';

/**
 * 702.104a: "Tribute N" means "As this creature enters the battlefield, choose an opponent. That player may put an
 * additional N +1/+1 counters on it as it enters the battlefield." — a replacement of its own entering event (614.12):
 * an optional `entersWith` whose choice is that opponent's (`tribute`), remembered for "if tribute wasn't paid"
 * (702.104b, condition `tribute`). The engine's games have two players: the opponent is chosen without a question.
 */
export const tributeParser: AbilityParser = {
  id: 'tribute',
  examples: ['Tribute 2'],
  parse(s, line) {
    if (s.peekWord() !== 'tribute') return null;
    const save = s.mark();
    s.words('tribute');
    const n = amount(s);
    if (n?.kind !== 'fixed' || !s.restIsEmpty()) {
      s.expected("a number after 'Tribute', as in 'Tribute 2'");
      s.reset(save);
      return null;
    }
    return [
      {
        kind: 'static',
        line: line.line,
        text: line.text,
        effect: {
          kind: 'entersWith',
          tapped: false,
          counters: [{ counter: '+1/+1', amount: n }],
          condition: null,
          unless: false,
          optional: true,
          tribute: true,
        },
      },
    ];
  },
};
