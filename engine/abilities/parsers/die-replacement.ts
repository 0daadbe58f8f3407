import type { Description, Quality } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { description } from '../grammar/description.js';
import type { AbilityParser } from './ability-parser.js';

/**
 * 614.1a, 700.4: "If ~ would die, exile it instead.", "If a creature dealt damage by ~ this turn would die, exile it
 * instead.", "If another creature would die, exile it instead.": a static replacement effect, while its source is on
 * the battlefield (rules/replacement/exile-if-dies.ts).
 */
export const dieReplacementParser: AbilityParser = {
  id: 'die-replacement',
  examples: [
    'If ~ would die, exile it instead.',
    'If a creature dealt damage by ~ this turn would die, exile it instead.',
  ],
  parse(s, line) {
    if (s.peekWord() !== 'if') return null;
    const save = s.mark();
    s.words('if');
    const what = s.symbol('~') ? null : dying(s);
    if (what === undefined || !s.words('would die, exile it instead')) {
      s.reset(save);
      return null;
    }
    s.symbol('.');
    if (!s.restIsEmpty()) return s.expected('the end of the line');
    return [{ kind: 'static', line: line.line, text: line.text, effect: { kind: 'exileIfDies', what } }];
  },
};

/** "a creature dealt damage by ~ this turn", "another creature": what the replacement applies to; undefined if none. */
function dying(s: Scanner): Description | undefined {
  const other = s.words('another');
  if (!other && !s.words('a') && !s.words('an')) return undefined;
  const found = description(s);
  if (!found) return undefined;
  const otherQuality: Quality = { kind: 'other' };
  return other ? { ...found, qualities: [...found.qualities, otherQuality] } : found;
}
