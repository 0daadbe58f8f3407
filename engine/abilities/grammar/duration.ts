import type { Duration } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';

/**
 * The duration after an effect of a resolving spell or ability (611.2a, 611.2b): "until end of turn" (514.2),
 * "for as long as ~ remains tapped", "for as long as you control ~ [and ~ remains tapped]", "for as long as ~ remains on the battlefield",
 * "until ~ leaves the battlefield", "for the rest of the game". Null without moving when none is there; when "until" or "for as long as" starts
 * one this grammar doesn't know, the scanner points at the words after them.
 */
export function effectDuration(s: Scanner): Duration | null {
  const word = s.peekWord();
  if (word !== 'until' && word !== 'for') return null;
  const save = s.mark();
  if (s.words('until')) {
    if (s.words('end of turn')) return 'endOfTurn';
    if (s.words('your next turn')) return 'untilYourNextTurn';
    if (s.words('~ leaves the battlefield')) return 'whileSourceOnBattlefield';
    s.expected("'end of turn', 'your next turn' or '~ leaves the battlefield'");
  } else if (s.words('for the rest of the game')) {
    // 611.2a: as long as the game lasts.
    return 'indefinitely';
  } else if (s.words('for as long as')) {
    if (s.words('~ remains tapped')) return 'whileSourceTapped';
    if (s.words('you control ~'))
      return s.words('and ~ remains tapped') ? 'whileYouControlSourceTapped' : 'whileYouControlSource';
    if (s.words('~ remains on the battlefield')) return 'whileSourceOnBattlefield';
    s.expected("'~ remains tapped', 'you control ~' or '~ remains on the battlefield'");
  }
  s.reset(save);
  return null;
}
