import type {
  Ability,
  Amount,
  AttachedHow,
  Condition,
  Description,
  Modification,
  SignedAmount,
  StaticAffected,
  StaticEffect,
} from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { forEach, whereIs } from '../grammar/amount.js';
import { isBoardAmount } from '../../templates/board-amount.js';
import { abilitiesGained, basePT, becomesPhrase, definingPT, loses, thatsStillA } from '../grammar/modification.js';
import { objectCondition } from '../grammar/condition.js';
import { combatRestrictionPhrase } from '../grammar/combat-restriction.js';
import { allAbleToBlock } from '../grammar/lure.js';
import { activationBan, activationBanTail, itsActivationBan } from '../grammar/activation-ban.js';
import { comparesWithIt, description } from '../grammar/description.js';
import { attachedPhrase } from '../grammar/subject.js';
import type { AbilityParser } from './ability-parser.js';

/**
 * Static abilities with a continuous effect (604.2, 611.3), no duration: what they affect, then "get(s) +N/+N"
 * and/or "have/has KEYWORDS" joined by "and".
 * - "Enchanted creature gets +1/+2.", "Enchanted creature has flying.", "Enchanted land has …", "Equipped creature
 *   gets +2/+0 and has first strike." (303.4, 301.5: the object the source is attached to)
 * - "Creatures you control get +1/+1.", "Other Zombie creatures you control get +1/+1.", "Goblins you control get
 *   +1/+1.", "All creatures get -1/-1.", "White creatures get +1/+1.", "Creatures you control have haste."
 * - "… gets +1/+1 for each Forest you control." (counted continuously, 611.3a)
 * - "~ can't be blocked.", "Enchanted creature can't attack or block.", "~ attacks each combat if able.", "Enchanted
 *   creature doesn't untap during its controller's untap step." (combat restrictions, grammar/combat-restriction.ts)
 * The engine applies them while the source is on the battlefield (rules/continuous/static-abilities.ts).
 */
export const staticContinuousParser: AbilityParser = {
  id: 'static-continuous',
  examples: [
    'Enchanted creature gets +1/+2.',
    'Equipped creature gets +2/+0 and has first strike.',
    'Creatures you control get +1/+1.',
    'Other Zombie creatures you control get +1/+1 and have haste.',
  ],
  parse(s, line) {
    // "As long as <condition>, <static effect>." (611.3a); "it" in the effect is what the condition is about.
    let condition: Condition | null = null;
    let it: StaticAffected | null = null;
    if (s.peekWord() === 'as' && s.words('as long as')) {
      condition = objectCondition(s, null);
      if (!condition) return s.expected("a condition such as 'you control an artifact' or '~ is untapped'");
      if (!s.symbol(',')) return s.expected("',' and what the ability does while that is true");
      it = conditionSubject(condition);
    }
    // 613.1b: "You control enchanted creature." (an Aura that takes control).
    if (condition === null && s.peekWord() === 'you') return controlStatic(s, line);
    // 509.1c: "All creatures able to block ~ do so." — a requirement on the creature named; 602.5: "Activated
    // abilities of artifacts can't be activated." — a ban on the permanents named.
    const lure = allAbleToBlock(s, (s) => staticAffected(s, it));
    if (lure?.thisTurn) return s.expected('no duration: it lasts while ~ is there');
    const bannedOf = lure ? null : activatedAbilitiesOf(s);
    const affected = lure
      ? lure.blocked
      : (bannedOf?.affected ?? pairedAffected(s, condition) ?? staticAffected(s, it));
    if (!affected) return null;
    let modifications: Modification[] | null;
    if (lure) modifications = [{ kind: 'restriction', restriction: lure.restriction }];
    else if (bannedOf) modifications = [{ kind: 'restriction', restriction: bannedOf.restriction }];
    else if (s.symbol("'s")) {
      // 604.3: "~'s power and toughness are each equal to …", a characteristic-defining ability of ~ itself;
      // "Enchanted creature's activated abilities can't be activated." (602.5).
      const ban = activationBan(s);
      if (ban?.thisTurn) return s.expected('no duration: it lasts while ~ is there');
      modifications = ban
        ? [{ kind: 'restriction', restriction: ban.restriction }]
        : affected.kind === 'self'
          ? definingList(s)
          : null;
    } else modifications = modificationList(s);
    if (!modifications) return null;
    // "~ gets +1/+1 as long as you control a Swamp.", "~ can't block if you control an untapped land.": "it" in the
    // condition is what the effect changes; "~ can't attack unless you control an artifact." (611.3a: while it doesn't
    // hold).
    const after = condition === null ? s.peekWord() : '';
    if (after === 'as' || after === 'if' || after === 'unless') {
      const unless = after === 'unless' && s.words('unless');
      if (unless || s.words('as long as') || s.words('if')) {
        const found = objectCondition(s, pronounFor(affected));
        if (!found) return s.expected("a condition such as 'you control an artifact' or 'it's untapped'");
        condition = unless ? { kind: 'not', condition: found } : found;
      }
    }
    s.symbol('.');
    const kept = keepsAttached(s, affected, stillALand(s, modifications));
    if (!s.restIsEmpty()) {
      return s.expected("'and' another change, or the end of the line (no duration: it lasts while ~ is there)");
    }
    const effect: StaticEffect = condition
      ? { kind: 'continuous', affected, modifications: kept, condition }
      : { kind: 'continuous', affected, modifications: kept };
    // "… for each other creature that shares a creature type with it": no text named an object for "it" (608.2c).
    if (comparesWithIt(effect)) return s.expected("what it shares with, such as '~' or 'enchanted creature'");
    return [{ kind: 'static', line: line.line, text: line.text, effect }];
  },
};

/**
 * After an Aura's or Equipment's granted protection (702.16c, 702.16d, 704.5m): "This effect doesn't remove ~." (the
 * source stays attached) and "This effect doesn't remove Auras and Equipment you control that are already attached to
 * it." The protection keeps them; it still stops anything new being attached.
 */
function keepsAttached(s: Scanner, affected: StaticAffected, modifications: Modification[]): Modification[] {
  if (affected.kind !== 'attached' || !modifications.some((m) => m.kind === 'protection')) return modifications;
  const save = s.mark();
  if (!s.words("this effect doesn't remove")) return modifications;
  let keeps: 'source' | 'yours';
  if (s.symbol('~')) keeps = 'source';
  else if (s.words('auras and equipment you control that are already attached to it')) keeps = 'yours';
  else {
    s.expected("'~' or 'Auras and Equipment you control that are already attached to it'");
    s.reset(save);
    return modifications;
  }
  s.symbol('.');
  return modifications.map((m) => (m.kind === 'protection' ? { ...m, keeps } : m));
}

/** "Enchanted land is a 3/3 black Ooze creature. It's still a land." (205.1b): it keeps its prior types. */
function stillALand(s: Scanner, modifications: Modification[]): Modification[] {
  if (!modifications.some((m) => m.kind === 'types' && !m.add)) return modifications;
  if (!(s.words("it's still a land.") || s.words("it's still a land"))) return modifications;
  return modifications.map((m) => (m.kind === 'types' ? { ...m, add: true } : m));
}

/**
 * 602.5: "Activated abilities of artifacts can't be activated.", "Activated abilities of creatures your opponents
 * control can't be activated.": the permanents described, and the ban. Null, unmoved, otherwise.
 */
function activatedAbilitiesOf(
  s: Scanner,
): { affected: StaticAffected; restriction: Extract<Modification, { kind: 'restriction' }>['restriction'] } | null {
  if (s.peekWord() !== 'activated') return null;
  const save = s.mark();
  if (!s.words('activated abilities of')) return null;
  const of = description(s);
  const ban = of && permanentsOnly(of) ? activationBanTail(s) : null;
  // A static ability lasts while its source is there: "this turn" is an effect's duration.
  if (!of || !ban || ban.thisTurn) {
    s.reset(save);
    return null;
  }
  return { affected: { kind: 'each', description: of }, restriction: ban.restriction };
}

/** "You control enchanted creature.", "You control enchanted permanent." (layer 2, 613.1b). */
function controlStatic(s: Scanner, line: { line: number; text: string }): Ability[] | null {
  const save = s.mark();
  if (!s.words('you control')) return null;
  const phrase = attachedPhrase(s);
  if (!phrase || !s.symbol('.') || !s.restIsEmpty()) {
    s.reset(save);
    return null;
  }
  const affected: StaticAffected = {
    kind: 'attached',
    how: phrase.how,
    description: { nouns: [phrase.noun], qualities: [] },
  };
  const effect: StaticEffect = { kind: 'continuous', affected, modifications: [{ kind: 'control' }] };
  return [{ kind: 'static', line: line.line, text: line.text, effect }];
}

/**
 * 702.95b: after "As long as ~ is paired with another creature,", "both creatures" and "each of those creatures" are
 * ~ and the creature it is paired with.
 */
function pairedAffected(s: Scanner, condition: Condition | null): StaticAffected | null {
  const paired =
    condition?.kind === 'objectIs' &&
    condition.what === 'self' &&
    condition.description.qualities.length === 1 &&
    condition.description.qualities[0]?.kind === 'paired' &&
    condition.description.qualities[0].paired;
  if (!paired) return null;
  return s.words('both creatures') || s.words('each of those creatures') ? { kind: 'paired' } : null;
}

/** What "it" in the effect means after "As long as <condition>,": the object the condition is about. */
function conditionSubject(condition: Condition): StaticAffected | null {
  switch (condition.kind) {
    case 'objectIs':
      if (condition.what === 'it') return null;
      return condition.what === 'self'
        ? { kind: 'self' }
        : { kind: 'attached', how: condition.what, description: ANY_PERMANENT };
    case 'attachedTo':
    case 'counters':
      return { kind: 'self' };
    default:
      return null;
  }
}

/** What "it" in a condition after the effect means: the one object the effect changes. */
function pronounFor(affected: StaticAffected): 'self' | AttachedHow | null {
  if (affected.kind === 'self') return 'self';
  return affected.kind === 'attached' ? affected.how : null;
}

const ANY_PERMANENT: Description = { nouns: ['permanent'], qualities: [] };

/** "Enchanted creature", "Equipped creature", "Creatures you control", "Other Elves", "All creatures". */
export function staticAffected(s: Scanner, it: StaticAffected | null): StaticAffected | null {
  if (s.symbol('~')) return { kind: 'self' };
  const word = s.peekWord();
  if (it !== null && word === 'it' && s.words('it')) return it;
  if (word === 'enchanted' || word === 'equipped') {
    const phrase = attachedPhrase(s);
    if (!phrase) return null;
    return { kind: 'attached', how: phrase.how, description: { nouns: [phrase.noun], qualities: [] } };
  }
  const save = s.mark();
  // "All creatures get -1/-1.", "Each creature you control gets …": the determiner adds nothing.
  if (!s.words('all')) s.words('each');
  const other = s.words('other');
  const found = description(s);
  if (!found) {
    s.reset(save);
    return null;
  }
  if (!permanentsOnly(found)) {
    s.reset(save);
    return null;
  }
  const qualities = other ? [...found.qualities, { kind: 'other' as const }] : found.qualities;
  return { kind: 'each', description: { nouns: found.nouns, qualities } };
}

/**
 * Static effects here change permanents: no players, cards or spells, no zones; no "power 2 or less" (its value
 * would depend on the effect itself, 613.8).
 */
function permanentsOnly(d: Description): boolean {
  return (
    d.nouns.every((n) => n !== 'player' && n !== 'any' && n !== 'card' && n !== 'spell') &&
    !d.qualities.some((q) => q.kind === 'zone' || q.kind === 'compare')
  );
}

/** "~'s power and toughness are each equal to …" (604.3); nothing may follow but the condition or the end. */
function definingList(s: Scanner): Modification[] | null {
  const one = definingPT(s);
  return one ? [one] : null;
}

/**
 * "is a black Zombie in addition to its other colors and types", "is an artifact in addition to its other types"
 * (layers 4 and 5, 205.1b, 105.3), and the forms that set them: "is a Swamp", "is a blue Frog creature with base
 * power and toughness 1/1" (205.1a).
 */
function isA(s: Scanner): Modification[] | null {
  const save = s.mark();
  if (!s.words('is')) return null;
  const found = becomesPhrase(s, true);
  if (!found) {
    s.reset(save);
    return null;
  }
  // "~ is green." alone is a color indicator sentence (202.2e), which the card format reads, not an ability.
  if (!found.some((m) => m.kind === 'types')) {
    s.reset(save);
    return null;
  }
  if (s.words('in addition to its other colors and types')) {
    // "in addition to its other colors": the colors are added too.
    return found.map((m) => (m.kind === 'colors' ? { ...m, add: true } : m));
  }
  if (s.words('in addition to its other types') || s.words('in addition to its other land types')) return found;
  // 205.1a: without "in addition", the new types replace the old ones of their kind ("Enchanted land is a Swamp",
  // which also takes the land's rules-text abilities and gives it "{T}: Add {B}.", 305.7; "Enchanted creature is a
  // Demon Spirit"), unless "that's still a land" (205.1b).
  return thatsStillA(
    s,
    found.map((m) => (m.kind === 'types' ? { ...m, add: false } : m)),
  );
}

/** The card types a permanent has that "isn't a …" may take away (205.2a). */
const PERMANENT_TYPES = ['creature', 'artifact', 'enchantment', 'land', 'planeswalker'] as const;

/** "isn't a creature" (layer 4, 205.1a: the card type goes, and the subtypes of that type with it). */
function isNotA(s: Scanner): Modification | null {
  if (s.peekWord() !== "isn't") return null;
  const save = s.mark();
  if (s.words("isn't") && (s.words('a') || s.words('an'))) {
    const type = s.oneOf(PERMANENT_TYPES);
    if (type) return { kind: 'removeTypes', types: [type] };
  }
  s.reset(save);
  return null;
}

/** "gets +2/+2", "has flying", "get +1/+1 and have haste", "gets +1/+0 for each Mountain you control". */
function modificationList(s: Scanner): Modification[] | null {
  const out: Modification[] = [];
  for (;;) {
    const before = s.mark();
    if (out.length > 0 && !(s.words(', and') || s.words('and') || s.symbol(','))) break;
    const one = ptChange(s) ?? basePT(s) ?? keywords(s) ?? loses(s) ?? isA(s) ?? isNotA(s);
    if (Array.isArray(one)) {
      out.push(...one);
      continue;
    }
    if (one) {
      out.push(one);
      continue;
    }
    // "… and all creatures able to block it do so" (509.1c): "it" is what the ability changes.
    const lure = out.length > 0 ? allAbleToBlock(s, (s) => (s.words('it') ? true : null)) : null;
    if (lure) {
      if (lure.thisTurn) {
        s.reset(before);
        break;
      }
      out.push({ kind: 'restriction', restriction: lure.restriction });
      continue;
    }
    // "… and its activated abilities can't be activated" (602.5).
    const ban = out.length > 0 ? itsActivationBan(s) : null;
    if (ban && !ban.thisTurn) {
      out.push({ kind: 'restriction', restriction: ban.restriction });
      continue;
    }
    if (ban) {
      s.reset(before);
      break;
    }
    // "can't block", "attacks each combat if able", "doesn't untap during …" (no duration: a static ability's).
    const rule = combatRestrictionPhrase(s);
    if (rule && !rule.thisTurn && !rule.thisCombat && rule.nextUntapStep === undefined) {
      for (const restriction of rule.restrictions) out.push({ kind: 'restriction', restriction });
      continue;
    }
    if (out.length === 0) s.expected("'gets +N/+N', 'has' and a keyword such as 'flying', or 'can't block'");
    s.reset(before);
    break;
  }
  return out.length > 0 ? out : null;
}

const PT = /([+\-\u2212])(\d{1,3}|X)\/([+\-\u2212])(\d{1,3}|X)(?![\w/])/y;

function ptChange(s: Scanner): Modification | null {
  const save = s.mark();
  if (!(s.words('gets') || s.words('get'))) return null;
  const m = s.regex(PT);
  if (!m) {
    s.expected("a power/toughness change such as '+1/+1'");
    s.reset(save);
    return null;
  }
  // "gets -X/-X, where X is your life total": X is what the clause right after it says, worked out continuously
  // (611.3a), so it must be something the board alone tells (a count, devotion, your life total …).
  let x: Amount | null = null;
  if (m[2] === 'X' || m[4] === 'X') {
    x = whereIs(s, () => null);
    if (!x || !isBoardAmount(x)) {
      s.expected("', where X is' and something counted on the battlefield, such as 'the number of cards in your hand'");
      s.reset(save);
      return null;
    }
  }
  const part = (sign: string | undefined, value: string | undefined): SignedAmount => ({
    sign: sign === '+' ? 1 : -1,
    amount: value === 'X' && x ? x : { kind: 'fixed', value: Number(value ?? '0') },
  });
  const power = part(m[1], m[2]);
  const toughness = part(m[3], m[4]);
  if (x) return { kind: 'ptChange', power, toughness };
  // "for each Forest you control", "for each creature in your party" (700.8), "for each basic land type among lands
  // you control" (domain): each nonzero part is that many per
  // match, counted continuously (611.3a).
  const before = s.mark();
  const per = forEach(s, { kind: 'fixed', value: 1 });
  if (per && (per.kind === 'count' || per.kind === 'party' || per.kind === 'basicLandTypes')) {
    const times = (p: SignedAmount): SignedAmount =>
      p.amount.kind === 'fixed' && p.amount.value !== 0
        ? { sign: p.sign, amount: { ...per, times: p.amount.value } }
        : p;
    return { kind: 'ptChange', power: times(power), toughness: times(toughness) };
  }
  // Another "for each" (rampage's blockers) has no value in a static ability.
  if (per) s.reset(before);
  return { kind: 'ptChange', power, toughness };
}

/**
 * "has flying", "have flying and first strike", "has flying, first strike, and trample", "has protection from red",
 * "has protection from the chosen color", "have flying … and protection from black and from red" (613.1f, 702.16).
 */
function keywords(s: Scanner): Modification[] | null {
  const save = s.mark();
  if (!(s.words('has') || s.words('have'))) return null;
  const found = abilitiesGained(s, 'static');
  if (found.length === 0) {
    s.expected("a keyword such as 'flying' or 'first strike'");
    s.reset(save);
    return null;
  }
  return found;
}
