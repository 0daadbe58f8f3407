import type { TimingPart, TurnMoment, TurnPeriod } from '../../templates/rules-text.js';
import type { Scanner } from '../../text/scanner.js';

/**
 * Timing windows (307, 506.6, 602.5b): the words after "only" in "Cast ~ only …" and "Activate only …": "during your
 * turn, before attackers are declared", "during combat before blockers are declared", "during the declare blockers
 * step on an opponent's turn", "during your upkeep", "after combat". One grammar for spells and abilities; the engine
 * side is rules/actions/timing-window.ts.
 */

type Whose = 'you' | 'opponent';

/** "your", "an opponent's", "their" (the acting player: "Any player may activate … only during their turn"). */
function possessive(s: Scanner): Whose | 'any' | null {
  switch (s.peekWord()) {
    case 'your':
      s.words('your');
      return 'you';
    case 'their':
      if (!s.words('their own')) s.words('their');
      return 'you';
    case 'an':
      return s.words("an opponent's") ? 'opponent' : null;
    case 'any':
      s.words('any');
      return 'any';
    case 'each':
      s.words('each');
      return 'any';
    case 'the':
      s.words('the');
      return 'any';
    default:
      return null;
  }
}

/** A step's name after its determiner: "upkeep", "draw step", "declare blockers step", "end of combat step". */
function step(s: Scanner): TurnPeriod | null {
  switch (s.peekWord()) {
    case 'upkeep':
      s.words('upkeep');
      s.words('step');
      return 'upkeep';
    case 'draw':
      return s.words('draw step') ? 'draw' : null;
    case 'beginning':
      return s.words('beginning of combat step') ? 'beginningOfCombat' : null;
    case 'declare':
      if (s.words('declare attackers step')) return 'declareAttackers';
      return s.words('declare blockers step') ? 'declareBlockers' : null;
    case 'combat':
      return s.words('combat damage step') ? 'combatDamage' : null;
    case 'end':
      if (s.words('end of combat step')) return 'endOfCombat';
      return s.words('end step') ? 'end' : null;
    default:
      return null;
  }
}

/** After "during": "combat", "your turn", "an opponent's turn", "your upkeep", "the declare blockers step". */
function during(s: Scanner): TimingPart[] | null {
  if (s.words('combat')) return [{ kind: 'during', period: 'combat' }];
  const save = s.mark();
  const whose = possessive(s);
  if (whose === null) return null;
  if (whose !== 'any' && (s.words('turns') || s.words('turn'))) return [{ kind: 'turn', whose }];
  const period = step(s);
  if (period === null) {
    s.expected("a turn or a step, such as 'your turn', 'combat' or 'the declare blockers step'");
    s.reset(save);
    return null;
  }
  const turn: TimingPart[] = whose === 'any' ? [] : [{ kind: 'turn', whose }];
  return [...turn, { kind: 'during', period }];
}

/**
 * After "before"/"after" (506.6): "attackers are declared", "blockers are declared", "combat", "the combat damage
 * step", "their upkeep step". A possessive there names the turn already named ("during an opponent's turn after
 * their upkeep step"), so it adds nothing.
 */
function moment(s: Scanner): TurnMoment | null {
  if (s.words('attackers are declared')) return 'attackersDeclared';
  if (s.words('blockers are declared')) return 'blockersDeclared';
  if (s.words('combat')) return 'combat';
  const save = s.mark();
  const whose = possessive(s);
  const period = whose === 'opponent' ? null : step(s);
  if (period !== null) return period;
  s.expected("a point of the turn, such as 'attackers are declared' or 'the combat damage step'");
  s.reset(save);
  return null;
}

/** One part: "during …", "before …", "after …", "on an opponent's turn". */
function part(s: Scanner): TimingPart[] | null {
  const save = s.mark();
  switch (s.peekWord()) {
    case 'during': {
      s.words('during');
      const parts = during(s);
      if (parts) return parts;
      break;
    }
    case 'before':
    case 'after': {
      const kind = s.words('before') ? 'before' : 'after';
      if (kind === 'after') s.words('after');
      const m = moment(s);
      if (m !== null) return [{ kind, moment: m }];
      break;
    }
    case 'on': {
      s.words('on');
      const whose = possessive(s);
      if ((whose === 'you' || whose === 'opponent') && s.words('turn')) return [{ kind: 'turn', whose }];
      break;
    }
    default:
      return null;
  }
  s.reset(save);
  return null;
}

const PART_WORDS: ReadonlySet<string> = new Set(['during', 'before', 'after', 'on']);

/**
 * A timing window: one part or several in a row, with or without a comma ("during your turn, before attackers are
 * declared", "during combat after blockers are declared"); all must hold. Null, with the scanner unmoved, when the
 * text doesn't start with one.
 */
export function timingWindow(s: Scanner): TimingPart[] | null {
  const first = part(s);
  if (!first) return null;
  const parts = [...first];
  for (;;) {
    const save = s.mark();
    s.symbol(',');
    const next = PART_WORDS.has(s.peekWord()) ? part(s) : null;
    if (!next) {
      s.reset(save);
      return parts;
    }
    parts.push(...next);
  }
}
