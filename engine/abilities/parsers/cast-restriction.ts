import type { ActivationRestriction } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import type { AbilityParser } from './ability-parser.js';
import { restriction } from './restrictions.js';

/** The restrictions a spell's own text can put on when it is cast (601.3): a window of the turn, or a condition. */
function castRestriction(s: Scanner): ActivationRestriction | null {
  const save = s.mark();
  const found = restriction(s);
  if (found && (found.kind === 'window' || found.kind === 'condition')) return found;
  s.reset(save);
  return null;
}

/**
 * 601.3, 113.6e, 506.6: "Cast ~ only during combat.", "Cast ~ only during your turn, before attackers are declared.",
 * "Cast ~ only during the declare blockers step on an opponent's turn.", "Cast ~ only during your turn and only during
 * combat.", "Cast ~ only if you control a snow land." The same timing grammar as "Activate only …"
 * (grammar/timing.ts), checked as the card is cast (rules/actions/cast.ts).
 */
export const castRestrictionParser: AbilityParser = {
  id: 'castRestriction',
  examples: ['Cast ~ only during combat.', 'Cast ~ only before the combat damage step.'],
  parse(s, line) {
    if (s.peekWord() !== 'cast') return null;
    const start = s.mark();
    if (!(s.words('cast') && (s.symbol('~') || s.words('this spell')) && s.words('only'))) {
      s.reset(start);
      return null;
    }
    const restrictions: ActivationRestriction[] = [];
    for (;;) {
      const found = castRestriction(s);
      if (!found) return s.expected("when it may be cast, such as 'during combat' or 'before attackers are declared'");
      restrictions.push(found);
      if (!(s.words('and only') || s.words(', and only'))) break;
    }
    s.symbol('.');
    if (!s.restIsEmpty()) return s.expected("'.' at the end of the restriction");
    return [{ kind: 'castRestriction', line: line.line, text: line.text, restrictions }];
  },
};
