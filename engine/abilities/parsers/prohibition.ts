import type { Prohibited, StaticEffect, Whose } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { amount } from '../grammar/amount.js';
import { description } from '../grammar/description.js';
import { timingWindow } from '../grammar/timing.js';
import type { AbilityParser } from './ability-parser.js';

/**
 * 101.2, 601.3, 119.7: rules-changing static abilities that forbid players something: "Your opponents can't cast
 * spells during your turn.", "You can't cast creature spells.", "Players can't cast spells from graveyards or
 * libraries.", "Each player can't cast more than one spell each turn.", "Your opponents can't gain life."
 * (rules/prohibitions.ts). With "this turn" the line is an effect, not read here.
 */
export const prohibitionParser: AbilityParser = {
  id: 'prohibition',
  examples: [
    "Your opponents can't cast spells during your turn.",
    "You can't cast creature spells.",
    "Each player can't cast more than one spell each turn.",
    "Your opponents can't gain life.",
  ],
  parse(s, line) {
    const effect = prohibition(s);
    if (!effect) return null;
    s.symbol('.');
    if (!s.restIsEmpty()) return s.expected('the end of the line');
    return [{ kind: 'static', line: line.line, text: line.text, effect }];
  },
};

/** "[players] can't [cast … | gain life]": the players and what they can't do. */
function prohibition(s: Scanner): StaticEffect | null {
  const save = s.mark();
  const who = prohibitedPlayers(s);
  if (!who || !s.words("can't")) {
    s.reset(save);
    return null;
  }
  const action = prohibitedAction(s);
  if (!action) {
    s.reset(save);
    return null;
  }
  return { kind: 'prohibition', who, action };
}

/** "your opponents", "each opponent", "you", "players", "each player" (seen from the ability's controller). */
export function prohibitedPlayers(s: Scanner): Whose | null {
  switch (s.peekWord()) {
    case 'your':
      return s.words('your opponents') ? 'opponent' : null;
    case 'you':
      return s.words('you') ? 'you' : null;
    case 'players':
      return s.words('players') ? 'each' : null;
    case 'each':
      if (s.words('each opponent')) return 'opponent';
      return s.words('each player') ? 'each' : null;
    default:
      return null;
  }
}

/** After "can't": "cast noncreature spells [from graveyards] [during combat]", "cast more than one spell each turn", "gain life". */
export function prohibitedAction(s: Scanner): Prohibited | null {
  if (s.words('gain life')) return { kind: 'gainLife' };
  if (!s.words('cast')) return null;
  let moreThan: number | null = null;
  if (s.words('more than')) {
    const n = amount(s, true);
    if (n?.kind !== 'fixed' || n.value < 1) return s.expected("a number, as in 'more than one spell each turn'");
    moreThan = n.value;
  }
  const at = s.mark();
  const spells = description(s);
  if (!spells || spells.nouns.length !== 1 || spells.nouns[0] !== 'spell') {
    s.reset(at);
    return s.expected("what can't be cast, such as 'creature spells' or 'spells'");
  }
  // Counting spells already cast this turn looks only at whose they were: any spell (no kind of spell).
  if (moreThan !== null && (spells.qualities.length > 0 || !s.words('each turn'))) {
    s.reset(at);
    return s.expected("'spell each turn'");
  }
  const from = castFrom(s);
  const during = s.peekWord() === 'during' ? timingWindow(s) : null;
  // An effect that lasts: "Your opponents can't cast spells this turn." is a resolving spell's, not a static ability.
  if (s.peekWord() === 'this' || s.peekWord() === 'until') return null;
  return { kind: 'cast', spells, during, from, moreThan };
}

/** "from graveyards", "from graveyards or libraries", "from exile": the zones it is forbidden to cast from. */
function castFrom(s: Scanner): ('graveyard' | 'library' | 'exile')[] | null {
  if (!s.words('from')) return null;
  const zones: ('graveyard' | 'library' | 'exile')[] = [];
  do {
    if (s.words('graveyards')) zones.push('graveyard');
    else if (s.words('libraries')) zones.push('library');
    else if (s.words('exile')) zones.push('exile');
    else return s.expected("'graveyards', 'libraries' or 'exile'");
  } while (s.words('or') || s.words('and'));
  return zones;
}
