import type { Amount, Effect, Subject } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { amount } from '../grammar/amount.js';
import { description } from '../grammar/description.js';
import { isObjectSubject, ofYourChoice, subject } from '../grammar/subject.js';
import type { EffectParser } from './effect-parser.js';

/**
 * 615: prevention effects of resolving spells and abilities, for the rest of the turn:
 * - "Prevent the next 3 damage that would be dealt to any target this turn." (a shield used up as it prevents)
 * - "Prevent all combat damage that would be dealt this turn." (all of it, from and to anything)
 * - "… that would be dealt to target creature / to you / to ~ / to creatures you control / this turn to …"
 * - "… that would be dealt by target creature / by ~ / by attacking creatures …", "… to you this turn by …"
 * - "… that would be dealt to and dealt by ~ this turn." (two shields: to it, and by it)
 * - "Prevent all damage target creature would deal this turn.", "… that ~ would deal to … this turn."
 * - "Prevent all damage a source of your choice would deal to you this turn." (chosen as it resolves, 609.7a)
 * Without "this turn" the sentence is a static ability's, which this does not read.
 */
export const preventDamage: EffectParser = {
  id: 'preventDamage',
  verbs: ['prevent'],
  example: 'Prevent the next 3 damage that would be dealt to any target this turn.',
  parse(s, actor) {
    if (actor !== null && actor.kind !== 'you') return null;
    const save = s.mark();
    if (!s.words('prevent')) return null;
    let n: Amount | null = null;
    if (s.words('the next')) {
      n = amount(s);
      if (!n) return fail(s, save, "how much damage, as in 'the next 3 damage'");
    } else if (!s.words('all')) {
      return fail(s, save, "'the next N' or 'all'");
    }
    const combat = s.words('combat');
    if (!s.words('damage')) return fail(s, save, "'damage'");
    const found = s.words('that would be dealt') ? dealtClauses(s) : wouldDeal(s);
    if (!found) return fail(s, save, "'that would be dealt to …', '… by …' or what would deal it");
    if (!found.thisTurn) return fail(s, save, "'this turn' (a prevention without it is a static ability's)");
    const one = (to: Subject | null, by: Subject | null): Effect => ({
      kind: 'preventDamage',
      amount: n,
      combat,
      to,
      by,
      duration: 'endOfTurn',
    });
    // "to and dealt by that creature": two shields; the second names the first one's object again ("it").
    if (found.toAndBy) return [one(found.to, null), one(null, found.to?.kind === 'target' ? { kind: 'it' } : found.to)];
    return [one(found.to, found.by)];
  },
};

/**
 * 615.8: "The next time a red source of your choice would deal damage to you this turn, prevent that damage.", "…
 * an artifact source of your choice …", "… a creature of your choice with shadow …", "… would deal damage to target
 * creature / to any target this turn …", "… would deal damage this turn …" (to anything),
 * "The next time ~ would deal damage to you this turn, …", "The next time target creature would deal damage this
 * turn, …". A shield used up by the next damage event it covers; a source "of your choice" is chosen as it resolves
 * (609.7a) and must still fit its description when it would deal damage (615.9).
 */
export const nextTimePrevention: EffectParser = {
  id: 'nextTimePrevention',
  verbs: ['the'],
  example: 'The next time a red source of your choice would deal damage to you this turn, prevent that damage.',
  parse(s, actor) {
    if (actor !== null) return null;
    const save = s.mark();
    if (!s.words('the next time')) return null;
    const by = ofYourChoice(s) ?? sourceSubject(s);
    if (!by || !s.words('would deal'))
      return fail(s, save, "what would deal damage, such as 'a source of your choice'");
    const combat = s.words('combat');
    if (!s.words('damage')) return fail(s, save, "'damage'");
    let to: Subject | null = null;
    if (s.words('to')) {
      to = party(s);
      // Not "enchanted creature": its Aura is often sacrificed to pay for the ability (Kithkin Armor), and what it
      // enchanted as it left (last known information, 608.2h) is not kept.
      if (!to || to.kind === 'attached')
        return fail(s, save, "what the damage would be dealt to, such as 'you' or 'target creature'");
    }
    if (!s.words('this turn')) return fail(s, save, "'this turn'");
    if (!s.words(', prevent that damage')) return fail(s, save, "', prevent that damage'");
    return [{ kind: 'preventDamage', amount: null, combat, to, by, duration: 'endOfTurn', next: true }];
  },
};

/** "~", "target creature", "it": a source named, not chosen. */
function sourceSubject(s: Scanner): Subject | null {
  const save = s.mark();
  const found = subject(s);
  if (found && (isObjectSubject(found) || found.kind === 'target')) return found;
  s.reset(save);
  return null;
}

interface Clauses {
  readonly to: Subject | null;
  readonly by: Subject | null;
  readonly toAndBy: boolean;
  readonly thisTurn: boolean;
}

/** After "that would be dealt": "[this turn] [to X [and dealt by X]] [this turn] [by Y] [this turn]". */
function dealtClauses(s: Scanner): Clauses | null {
  let thisTurn = s.words('this turn');
  let to: Subject | null = null;
  let by: Subject | null = null;
  let toAndBy = false;
  if (s.words('to and dealt by')) {
    to = party(s);
    if (!to) return s.expected('what the damage would be dealt to and by');
    toAndBy = true;
  } else if (s.words('to')) {
    to = party(s);
    if (!to) return s.expected("what the damage would be dealt to, such as 'any target' or 'you'");
  }
  thisTurn = s.words('this turn') || thisTurn;
  if (!toAndBy && s.words('by')) {
    by = party(s);
    if (!by) return s.expected("what would deal the damage, such as 'target creature'");
  }
  thisTurn = s.words('this turn') || thisTurn;
  return { to, by, toAndBy, thisTurn };
}

/** "target creature would deal this turn", "that ~ would deal to red creatures this turn". */
function wouldDeal(s: Scanner): Clauses | null {
  s.words('that');
  const by = party(s);
  if (!by || !s.words('would deal')) return null;
  let to: Subject | null = null;
  if (s.words('to')) {
    to = party(s);
    if (!to) return s.expected('what the damage would be dealt to');
  }
  return { to, by, toAndBy: false, thisTurn: s.words('this turn') };
}

/**
 * Who or what: a subject ("any target", "target creature", "you", "~", "that creature", "each creature") or a plain
 * plural description, matched as damage is dealt ("creatures you control", "attacking creatures", "players").
 */
function party(s: Scanner): Subject | null {
  // "by a source of your choice", "all damage a source of your choice would deal": chosen as it resolves (609.7a).
  const chosen = ofYourChoice(s);
  if (chosen) return chosen;
  const found = subject(s);
  if (found) return found.kind === 'you' || isObjectSubject(found) || found.kind === 'target' ? found : null;
  const described = description(s);
  return described ? { kind: 'each', description: described } : null;
}

function fail(s: Scanner, save: number, what: string): null {
  s.expected(what);
  s.reset(save);
  return null;
}
