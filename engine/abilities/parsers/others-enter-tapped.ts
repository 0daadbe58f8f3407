import { description } from '../grammar/description.js';
import type { AbilityParser } from './ability-parser.js';

/**
 * 614.1c, 614.12: "Creatures your opponents control enter the battlefield tapped.", "Nonbasic lands your opponents
 * control enter the battlefield tapped.", "Permanents enter the battlefield tapped." — a static replacement of how
 * other permanents enter while its source is on the battlefield: each one matching, as it would exist on the
 * battlefield (under the control it enters under), enters tapped (rules/implementations/hooks.ts `entersTapped`).
 */
export const othersEnterTappedParser: AbilityParser = {
  id: 'others-enter-tapped',
  examples: ['Creatures your opponents control enter the battlefield tapped.'],
  parse(s, line) {
    const other = s.words('other');
    const what = description(s);
    if (!what || what.nouns.some((n) => n === 'player' || n === 'card' || n === 'spell' || n === 'any')) return null;
    if (!s.words('enter the battlefield tapped') && !s.words('enter tapped')) return null;
    s.symbol('.');
    if (!s.restIsEmpty()) return s.expected('the end of the line');
    const qualities = other ? [...what.qualities, { kind: 'other' as const }] : what.qualities;
    return [
      {
        kind: 'static',
        line: line.line,
        text: line.text,
        effect: { kind: 'othersEnterTapped', what: { nouns: what.nouns, qualities } },
      },
    ];
  },
};
