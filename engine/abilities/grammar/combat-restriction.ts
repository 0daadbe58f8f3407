import type { CombatRestriction, Description, Keyword, Quality } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { KEYWORD_NAMES } from '../keywords.js';
import { amount } from './amount.js';
import { description } from './description.js';

/**
 * What a creature can't, must or may do in combat, and 502.3's untapping, after its subject: "can't block", "can't
 * attack or block alone", "can't be blocked by Walls", "can't be blocked except by two or more creatures", "attacks
 * each combat if able", "can block an additional creature each combat", "can block only creatures with flying",
 * "doesn't untap during its controller's untap step". Singular and plural verbs both ("attack", "don't untap").
 * `thisTurn` when "this turn" follows: an effect's duration (611.2, 514.2), which a static ability never has.
 * Read by the static ability parser and the modify effect; executed by rules/combat/restrictions/.
 */
export interface CombatRestrictionPhrase {
  readonly restrictions: readonly CombatRestriction[];
  readonly thisTurn: boolean;
  /**
   * "doesn't untap during its controller's next untap step" (`untilNextUntapStep`), "… during your next untap step"
   * (`untilYourNextUntapStep`): an effect's duration, like `thisTurn`.
   */
  readonly nextUntapStep?: 'untilNextUntapStep' | 'untilYourNextUntapStep';
  /** "blocks ~ this combat if able" (provoke, 702.39a): an effect lasting this combat only (511.3). */
  readonly thisCombat?: true;
}

const VERBS: ReadonlySet<string> = new Set([
  "can't",
  'cannot',
  'can',
  'attacks',
  'attack',
  'blocks',
  'block',
  "doesn't",
  "don't",
  'must',
]);

export function combatRestrictionPhrase(s: Scanner): CombatRestrictionPhrase | null {
  if (!VERBS.has(s.peekWord())) return null;
  const save = s.mark();
  const found = predicate(s);
  if (!found) {
    s.reset(save);
    return null;
  }
  return { ...found, thisTurn: s.words('this turn') || found.thisTurn };
}

function predicate(s: Scanner): CombatRestrictionPhrase | null {
  if (s.words("can't") || s.words('cannot')) return cant(s);
  const plain = (restrictions: CombatRestriction[] | null) => (restrictions ? { restrictions, thisTurn: false } : null);
  if (s.words('can block')) return plain(canBlock(s));
  if (s.words('can attack')) return attacksAsThough(s);
  if (s.words("doesn't untap during") || s.words("don't untap during")) {
    if (s.words("its controller's untap step") || s.words("their controllers' untap steps")) {
      return plain([{ kind: 'doesntUntap' }]);
    }
    if (s.words("its controller's next untap step") || s.words("their controllers' next untap steps")) {
      return { restrictions: [{ kind: 'doesntUntap' }], thisTurn: false, nextUntapStep: 'untilNextUntapStep' };
    }
    if (s.words('your next untap step')) {
      return { restrictions: [{ kind: 'doesntUntap' }], thisTurn: false, nextUntapStep: 'untilYourNextUntapStep' };
    }
    return s.expected("'its controller's untap step'");
  }
  if (s.words('must be blocked')) return mustBeBlocked(s);
  return eachCombat(s);
}

/**
 * 509.1c: "must be blocked if able", "must be blocked this turn if able", "must be blocked by an Eldrazi if able": a
 * requirement that some creature (one matching `by`) blocks it.
 */
function mustBeBlocked(s: Scanner): CombatRestrictionPhrase | null {
  let by: Description | null = null;
  if (s.words('by')) {
    if (!s.words('a')) s.words('an');
    by = descriptionUnion(s);
    if (!by) return s.expected("which creatures must block it, such as 'a Wall'");
  }
  const thisTurn = s.words('this turn') || s.words('this combat');
  if (!s.words('if able')) return s.expected("'if able'");
  return { restrictions: [{ kind: 'mustBeBlocked', by, all: false }], thisTurn };
}

/**
 * "can attack as though it didn't have defender" (702.3b), "can attack this turn as though it had haste" (302.6),
 * "… as though they didn't have defender": a permission to attack.
 */
function attacksAsThough(s: Scanner): CombatRestrictionPhrase | null {
  const thisTurn = s.words('this turn');
  if (!s.words('as though it') && !s.words('as though they')) return null;
  const as = s.words("didn't have defender") ? 'noDefender' : s.words('had haste') ? 'haste' : null;
  if (as === null) return s.expected("'didn't have defender' or 'had haste'");
  return { restrictions: [{ kind: 'attacksAsThough', as }], thisTurn };
}

/** "can't attack", "can't block", "can't attack or block", "… alone", "can't be blocked …" (508.1c, 509.1b). */
function cant(s: Scanner): CombatRestrictionPhrase | null {
  if (s.words('be blocked')) return cantBeBlocked(s);
  let restrictions: CombatRestriction[];
  if (s.words('attack or block')) {
    const alone = s.words('alone');
    restrictions = [
      { kind: 'cantAttack', alone },
      { kind: 'cantBlock', alone },
    ];
  } else if (s.words('attack')) {
    const alone = s.words('alone');
    const unless = alone ? null : unlessDefenderControls(s);
    restrictions = [
      unless ? { kind: 'cantAttack', alone, unlessDefenderControls: unless } : { kind: 'cantAttack', alone },
    ];
  } else if (s.words('block')) {
    // "can't block ~": a restriction about one attacker only, not read yet.
    if (s.peekCode() === 126) return null;
    restrictions = [{ kind: 'cantBlock', alone: s.words('alone') }];
  } else return null; // "can't be regenerated", "can't be countered": other restrictions, not about combat.
  return { restrictions, thisTurn: false };
}

/** "unless defending player controls an Island" (508.1c): what lets it attack after all. */
function unlessDefenderControls(s: Scanner): Description | null {
  const save = s.mark();
  if (!s.words('unless defending player controls')) return null;
  if (s.words('an') || s.words('a')) {
    const found = description(s);
    if (found) return found;
  }
  s.expected("a permanent, such as 'an Island'");
  s.reset(save);
  return null;
}

/**
 * 509.1b: "can't be blocked", "… by more than one creature", "… except by three or more creatures", "… by Walls",
 * "… except by creatures with flying or reach", "… except by artifact creatures and/or red creatures". "this turn"
 * may come before the qualifier ("can't be blocked this turn except by creatures with haste").
 */
function cantBeBlocked(s: Scanner): CombatRestrictionPhrase | null {
  const save = s.mark();
  const thisTurn = s.words('this turn');
  let found: CombatRestriction | null = null;
  if (s.words('by more than one creature')) found = { kind: 'blockerCount', min: 0, max: 1 };
  else if (s.words('except by')) {
    const n = s.mark();
    const count = amount(s);
    if (count?.kind === 'fixed' && s.words('or more creatures')) {
      found = { kind: 'blockerCount', min: count.value, max: null };
    } else {
      s.reset(n);
      const except = descriptionUnion(s);
      if (!except) return s.expected("what can block it, such as 'creatures with flying'");
      found = { kind: 'cantBeBlocked', by: null, except };
    }
  } else if (s.words('by')) {
    const by = descriptionUnion(s);
    if (!by) return s.expected("what can't block it, such as 'Walls' or 'creatures with power 2 or less'");
    found = { kind: 'cantBeBlocked', by, except: null };
  }
  if (found === null) {
    // No qualifier: a "this turn" is read after the phrase like any other.
    s.reset(save);
    return { restrictions: [{ kind: 'cantBeBlocked', by: null, except: null }], thisTurn: false };
  }
  return { restrictions: [found], thisTurn };
}

/**
 * "Walls", "creatures with power 2 or less", and alternatives joined by "or" / "and/or", each one quality:
 * "Walls and/or creatures with flying", "creatures with flying or reach". Blockers are creatures, so the union is
 * creatures with any of the qualities.
 */
function descriptionUnion(s: Scanner): Description | null {
  const first = description(s);
  if (!first) return null;
  const alternatives: Quality[] = [];
  let current: Description = first;
  for (;;) {
    if (current.qualities.length !== 1) return alternatives.length === 0 ? first : null;
    alternatives.push(current.qualities[0] as Quality);
    const before = s.mark();
    if (!(s.words('and/or') || s.words('or'))) break;
    const keyword = s.oneOf(KEYWORD_NAMES);
    if (keyword) {
      current = { nouns: ['creature'], qualities: [{ kind: 'keyword', keyword: keyword as Keyword, negated: false }] };
      continue;
    }
    const next = description(s);
    if (!next) {
      s.reset(before);
      break;
    }
    current = next;
  }
  if (alternatives.length === 1) return first;
  return { nouns: ['creature'], qualities: [{ kind: 'anyOf', qualities: alternatives }] };
}

/**
 * 509.1a, 509.1b: "can block an additional creature each combat", "can block an additional seven creatures each
 * combat", "can block any number of creatures", "can block only creatures with flying".
 */
function canBlock(s: Scanner): CombatRestriction[] | null {
  if (s.words('only')) {
    const attackers = descriptionUnion(s);
    return attackers
      ? [{ kind: 'canBlockOnly', attackers }]
      : s.expected("what it can block, such as 'creatures with flying'");
  }
  let count: number | null;
  if (s.words('any number of creatures')) count = null;
  else if (s.words('an additional creature')) count = 1;
  else if (s.words('an additional')) {
    const n = amount(s);
    if (n?.kind !== 'fixed' || !s.words('creatures'))
      return s.expected("how many more creatures, such as 'seven creatures'");
    count = n.value;
  } else return s.expected("'an additional creature', 'any number of creatures' or 'only'");
  s.words('each combat');
  return [{ kind: 'canBlockAdditional', count }];
}

/**
 * 508.1d, 509.1c: "attacks each combat if able", "blocks each combat if able", "attacks or blocks each combat if able";
 * as an effect, "blocks this turn if able"; "blocks ~ this turn if able" (the source of the effect, when it attacks).
 */
function eachCombat(s: Scanner): CombatRestrictionPhrase | null {
  const out: CombatRestriction[] = [];
  if (s.words('attacks') || s.words('attack')) {
    out.push({ kind: 'attacksEachCombat' });
    if (s.words('or blocks') || s.words('or block')) out.push({ kind: 'blocksEachCombat' });
  } else if (s.words('blocks') || s.words('block')) {
    out.push(s.symbol('~') ? { kind: 'blocksSource' } : { kind: 'blocksEachCombat' });
  } else return null;
  if (s.words('each combat if able') || s.words('each turn if able')) return { restrictions: out, thisTurn: false };
  if (s.words('this turn if able')) return { restrictions: out, thisTurn: true };
  if (s.words('this combat if able')) return { restrictions: out, thisTurn: false, thisCombat: true };
  return null;
}
