import { description } from '../grammar/description.js';
import type { AbilityParser } from './ability-parser.js';

/**
 * 509.1b: "Creatures with power less than ~'s power can't block it.", "Walls can't block ~.": a restriction on which
 * creatures may block this one — the same declarations are legal as with "~ can't be blocked by creatures with power
 * less than ~'s power." (the description seen by ~'s controller, "~'s power" its power as blockers are declared), so
 * it is that restriction (`cantBeBlocked` `by`). Only when the line ends with "can't block it." / "can't block ~.":
 * every other line passes at the cost of one string test.
 */
export const cantBlockSelfParser: AbilityParser = {
  id: 'cant-block-self',
  examples: ["Creatures with power less than ~'s power can't block it."],
  parse(s, line) {
    const text = s.text;
    if (!text.endsWith("can't block it.") && !text.endsWith("can't block ~.")) return null;
    const start = s.mark();
    const by = description(s);
    if (!by || !s.words("can't block") || !(s.words('it') || s.symbol('~')) || !s.symbol('.') || !s.restIsEmpty()) {
      s.reset(start);
      return null;
    }
    return [
      {
        kind: 'static',
        line: line.line,
        text: line.text,
        effect: {
          kind: 'continuous',
          affected: { kind: 'self' },
          modifications: [{ kind: 'restriction', restriction: { kind: 'cantBeBlocked', by, except: null } }],
        },
      },
    ];
  },
};
