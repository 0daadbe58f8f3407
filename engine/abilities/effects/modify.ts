import { keywordOfChoice } from '../grammar/keyword-choice.js';
import type { Amount, Duration, Effect, Modification, SignedAmount, Subject } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { forEach } from '../grammar/amount.js';
import { effectDuration } from '../grammar/duration.js';
import { combatRestrictionPhrase, type CombatRestrictionPhrase } from '../grammar/combat-restriction.js';
import { itsActivationBan } from '../grammar/activation-ban.js';
import { abilitiesGained, basePT, becomesPhrase, loses, thatsStillA } from '../grammar/modification.js';
import { description, otherThan } from '../grammar/description.js';
import { controlledByTarget, isObjectSubject, possessor, subject } from '../grammar/subject.js';
import type { EffectParser } from './effect-parser.js';

/**
 * Continuous effects from resolving spells and abilities (611.2): "Target creature gets +3/+3 until end of turn.",
 * "Creatures you control get +1/+1 and gain trample until end of turn.", "It gains flying until end of turn.",
 * "~ gets +1/+1 until end of turn for each Goblin you control.", "Until end of turn, target creature gets -2/-2."
 * The actor (the subject before "gets"/"gains") is what it affects. It ends with a duration (grammar/duration.ts):
 * without one ("Enchanted creature gets +1/+1.") the text is a static ability (611.3), which this is not.
 */
export const modify: EffectParser = {
  id: 'modify',
  example: 'Target creature gets +3/+3 until end of turn.',
  parse(s, actor) {
    const save = s.mark();
    let what = actor;
    let front: Duration | null = null;
    if (what === null) {
      // "Until end of turn, target creature gets …" (front duration), or "creatures you control get …": a bare
      // plural description is "each" of them (the lead's subject() reads "each"/"all" forms).
      front = s.peekWord() === 'until' ? effectDuration(s) : null;
      if (front) s.symbol(',');
      what = (front ? subject(s) : null) ?? bareGroup(s);
      if (what === null) {
        if (front) s.expected("what the effect changes, such as 'target creature'");
        s.reset(save);
        return null;
      }
    }
    if (!isObjectSubject(what)) {
      s.reset(save);
      return null;
    }
    // "Up to two target creatures each get +1/+1 …".
    s.words('each');
    const list = modificationList(s);
    if (!list) {
      s.reset(save);
      return null;
    }
    const modifications = list.modifications;
    const counted = forEachAfter(s, modifications);
    // "can't block this turn" ends where "until end of turn" does (514.2).
    let duration: Duration | null =
      front ??
      (list.thisTurn ? 'endOfTurn' : list.thisCombat ? 'endOfCombat' : (list.nextUntapStep ?? trailingDuration(s)));
    if (duration === null) {
      // 611.2a: with no duration stated, an effect of a resolving spell or ability lasts until the game ends: "That
      // token gains haste.", "{0}: ~ gains flying.", "~ becomes a 2/2 Soldier creature." (A sentence with "gets" or
      // "has" about "~" or "enchanted creature" and no duration is a static ability's, read before this.)
      const indefinite = what.kind === 'it' || (what.kind === 'self' && !modifications.some(isStaticWording));
      if (!indefinite || !(s.peekCode() === 46 || s.restIsEmpty())) {
        s.reset(save);
        return null;
      }
      duration = 'indefinitely';
    }
    const final = stillA(s, counted ?? forEachAfter(s, modifications) ?? modifications);
    const first: Effect = { kind: 'modify', what, modifications: final, duration };
    return front ? [first, ...sharingDuration(s, duration)] : [first];
  },
};

/**
 * "Until end of turn, creatures you control get +1/+1 and creatures your opponents control get -1/-1.", "…, target
 * creature gets +0/+2 and another target creature gets -2/-0.": a front duration covers every "and <subject> <changes>"
 * after it.
 */
function sharingDuration(s: Scanner, duration: Duration): Effect[] {
  const out: Effect[] = [];
  for (;;) {
    const save = s.mark();
    if (!s.words('and')) return out;
    const what = subject(s) ?? bareGroup(s);
    if (what === null || !isObjectSubject(what)) {
      s.reset(save);
      return out;
    }
    s.words('each');
    const list = modificationList(s);
    if (!list || list.thisTurn || list.thisCombat || list.nextUntapStep) {
      s.reset(save);
      return out;
    }
    out.push({ kind: 'modify', what, modifications: list.modifications, duration });
  }
}

/**
 * "creatures you control", "other creatures you control", "attacking creatures": every match, no targeting. Only
 * before the plural verb ("creatures you control get", "creatures without flying can't block this turn"), which is
 * what makes the bare noun phrase a group.
 */
const GROUP_VERBS: ReadonlySet<string> = new Set(['get', 'gain', 'lose', "can't", 'can']);

function bareGroup(s: Scanner): Subject | null {
  const save = s.mark();
  const other = s.words('other');
  const found = description(s);
  if (!found) return null;
  // "Creatures target player controls get +1/+1 until end of turn."
  const group = controlledByTarget(s, other ? otherThan(found) : found);
  if (!GROUP_VERBS.has(s.peekWord())) {
    s.reset(save);
    return null;
  }
  return group;
}

/**
 * "gets +2/+2", "gains flying", "gets +2/+2 and gains trample", "gain first strike and lifelink", "can't block this
 * turn", "can't be blocked this turn", "can't attack or block this turn". `thisTurn`: the list ended with a
 * restriction and "this turn", its duration.
 */
function modificationList(s: Scanner): {
  modifications: Modification[];
  thisTurn: boolean;
  thisCombat: boolean;
  nextUntapStep: CombatRestrictionPhrase['nextUntapStep'] | null;
} | null {
  const out: Modification[] = [];
  let thisTurn = false;
  let thisCombat = false;
  let nextUntapStep: CombatRestrictionPhrase['nextUntapStep'] | null = null;
  for (;;) {
    const before = s.mark();
    if (out.length > 0 && !(s.words(', and') || s.words('and'))) break;
    const one = ptChange(s) ?? addKeywords(s) ?? basePT(s) ?? losesOfChoice(s) ?? loses(s) ?? becomes(s);
    if (Array.isArray(one)) {
      out.push(...one);
      continue;
    }
    if (one) {
      out.push(one);
      continue;
    }
    // "… and its activated abilities can't be activated [this turn]" (602.5).
    const ban = out.length > 0 ? itsActivationBan(s) : null;
    const rule = ban ? { restrictions: [ban.restriction], thisTurn: ban.thisTurn } : combatRestrictionPhrase(s);
    if (!rule) {
      s.reset(before);
      break;
    }
    for (const restriction of rule.restrictions) out.push({ kind: 'restriction', restriction });
    thisTurn = rule.thisTurn;
    thisCombat = 'thisCombat' in rule && rule.thisCombat === true;
    nextUntapStep = rule.nextUntapStep ?? null;
    // A restriction without "this turn" ends the list, but for "… can't attack or block and its activated abilities
    // can't be activated": the duration comes before or after all of them.
    if (!thisTurn && !activationBanFollows(s)) break;
  }
  return out.length > 0 ? { modifications: out, thisTurn, thisCombat, nextUntapStep } : null;
}

function activationBanFollows(s: Scanner): boolean {
  const save = s.mark();
  const follows = (s.words(', and') || s.words('and')) && itsActivationBan(s) !== null;
  s.reset(save);
  return follows;
}

const PT = /([+\-\u2212])(\d{1,3}|X)\/([+\-\u2212])(\d{1,3}|X)(?![\w/])/y;

/** "gets +3/+3", "get -X/-0" (613.4c). */
/** "gets +1/+1" with no duration is how static abilities speak ("~ gets +1/+1 as long as …"), not effects. */
function isStaticWording(m: Modification): boolean {
  return m.kind === 'ptChange';
}

function ptChange(s: Scanner): Modification | null {
  const save = s.mark();
  if (!(s.words('gets') || s.words('get'))) return null;
  const m = s.regex(PT);
  if (!m) {
    s.expected("a power/toughness change such as '+2/+2'");
    s.reset(save);
    return null;
  }
  return { kind: 'ptChange', power: signed(m[1], m[2]), toughness: signed(m[3], m[4]) };
}

function signed(sign: string | undefined, value: string | undefined): SignedAmount {
  const amount: Amount =
    value === 'X' ? { kind: 'variable', letter: 'X' } : { kind: 'fixed', value: Number(value ?? '0') };
  return { sign: sign === '+' ? 1 : -1, amount };
}

/**
 * "gains flying", "gain first strike and lifelink", "gains flying, first strike, and trample", "gains protection from
 * the color of your choice", "gains flying and protection from green" (613.1f, 702.16).
 */
function addKeywords(s: Scanner): Modification[] | null {
  const save = s.mark();
  if (!(s.words('gains') || s.words('gain'))) return null;
  // 608.2d: "gains your choice of flying, trample, or haste".
  const choice = keywordOfChoice(s);
  if (choice) return [{ kind: 'addKeywords', keywords: choice, oneOf: true }];
  const found = abilitiesGained(s, 'effect');
  if (found.length === 0) {
    s.expected("a keyword such as 'flying' or 'first strike'");
    s.reset(save);
    return null;
  }
  return found;
}

/** 608.2d: "loses your choice of flying, first strike, or trample". Null, unmoved, otherwise. */
function losesOfChoice(s: Scanner): Modification | null {
  const save = s.mark();
  if (!(s.words('loses') || s.words('lose'))) return null;
  const choice = keywordOfChoice(s);
  if (choice) return { kind: 'removeKeywords', keywords: choice, oneOf: true };
  s.reset(save);
  return null;
}

/**
 * "becomes a 3/3 red Elemental creature with haste", "becomes a Dragon with base power and toughness 4/4", "becomes
 * blue" (205.1a, 105.3: the new types and colors replace the old unless "in addition to its other types" says so).
 */
function becomes(s: Scanner): Modification[] | null {
  const save = s.mark();
  if (!(s.words('becomes') || s.words('become'))) return null;
  const found = becomesPhrase(s, false);
  if (!found) {
    s.expected("what it becomes, such as 'a 3/3 Elemental creature'");
    s.reset(save);
    return null;
  }
  if (s.words('in addition to its other types') || s.words('in addition to their other types')) {
    return found.map((m) => (m.kind === 'types' ? { ...m, add: true } : m));
  }
  return thatsStillA(s, found);
}

/** ". It's still a land." after "becomes a … creature" (205.1b): the old types are kept. */
function stillA(s: Scanner, modifications: Modification[]): Modification[] {
  if (!modifications.some((m) => m.kind === 'types' && !m.add)) return modifications;
  const save = s.mark();
  if (s.symbol('.') && (s.words("it's still a land") || s.words('it is still a land'))) {
    return modifications.map((m) => (m.kind === 'types' ? { ...m, add: true } : m));
  }
  s.reset(save);
  return modifications;
}

/** The duration an effect must end with (611.2a): without one the text would be a static ability's (611.3). */
function trailingDuration(s: Scanner): Duration | null {
  const duration = effectDuration(s);
  if (duration === null && s.peekWord() !== 'until' && s.peekWord() !== 'for') s.expected("'until end of turn'");
  return duration;
}

/**
 * "+1/+1 for each Elf you control" (before or after "until end of turn"): each fixed part is that many per match;
 * a 0 stays 0. Null when no "for each" follows, or when a part is X ("+X/+0 for each" isn't Oracle text).
 */
function forEachAfter(s: Scanner, modifications: readonly Modification[]): Modification[] | null {
  const save = s.mark();
  const per = forEach(s, { kind: 'fixed', value: 1 });
  if (
    !per ||
    (per.kind !== 'count' && per.kind !== 'blockers' && per.kind !== 'party' && per.kind !== 'basicLandTypes')
  ) {
    s.reset(save);
    return null;
  }
  const times = (part: SignedAmount): SignedAmount | null => {
    if (part.amount.kind !== 'fixed') return null;
    if (part.amount.value === 0) return part;
    return { sign: part.sign, amount: { ...per, times: part.amount.value } };
  };
  const out: Modification[] = [];
  for (const m of modifications) {
    if (m.kind !== 'ptChange') {
      out.push(m);
      continue;
    }
    const power = times(m.power);
    const toughness = times(m.toughness);
    if (!power || !toughness) {
      s.reset(save);
      return null;
    }
    out.push({ kind: 'ptChange', power, toughness });
  }
  return out;
}

/**
 * Layer 7d (613.4d): "Switch target creature's power and toughness until end of turn.", "Switch ~'s power and
 * toughness until end of turn." A continuous effect like "gets +N/+N", applied after every other change.
 */
export const switchPT: EffectParser = {
  id: 'switch-power-toughness',
  example: "Switch target creature's power and toughness until end of turn.",
  verbs: ['switch'],
  parse(s, actor) {
    const save = s.mark();
    if (actor !== null || !s.words('switch')) return null;
    const what = targetCreatures(s) ?? possessor(s);
    if (!what || !isObjectSubject(what) || !s.words('power and toughness')) {
      s.expected('whose power and toughness, such as "target creature\'s"');
      s.reset(save);
      return null;
    }
    const duration = trailingDuration(s);
    if (duration === null) {
      s.reset(save);
      return null;
    }
    return [{ kind: 'modify', what, modifications: [{ kind: 'switchPT' }], duration }];
  },
};

/** "target creature's" (the possessive joins the noun, which the description grammar doesn't read). */
function targetCreatures(s: Scanner): Subject | null {
  if (!s.regex(/target creature's(?![\w])/iy)) return null;
  const description = { nouns: ['creature' as const], qualities: [] };
  return { kind: 'target', allowed: ['creature'], description, count: 1, upTo: false, text: 'target creature' };
}

/**
 * Layer 2 (613.1b): "Gain control of target creature until end of turn.", "Gain control of target artifact." (no
 * duration: indefinitely, 611.2a). The spell's or ability's controller takes control; "Target player gains control of
 * target permanent you control." (Donate): that one player (`to`), also "that player" / "its owner".
 */
export const gainControl: EffectParser = {
  id: 'gain-control',
  example: 'Gain control of target creature until end of turn.',
  verbs: ['gain', 'gains'],
  parse(s, actor) {
    const save = s.mark();
    const to = actor === null || actor.kind === 'you' ? null : onePlayer(actor);
    if (to === undefined || !s.words(to ? 'gains control of' : 'gain control of')) return null;
    const what = subject(s);
    if (!what || !isObjectSubject(what)) {
      s.expected("what to gain control of, such as 'target creature'");
      s.reset(save);
      return null;
    }
    const duration = effectDuration(s) ?? 'indefinitely';
    return [{ kind: 'modify', what, modifications: [to ? { kind: 'control', to } : { kind: 'control' }], duration }];
  },
};

/** The actor when it is one player who can take control ("target player", "that player", "its owner"), else undefined. */
function onePlayer(actor: Subject): Subject | undefined {
  if (actor.kind === 'thatPlayer' || actor.kind === 'ownerOf' || actor.kind === 'controllerOf') return actor;
  const single = actor.kind === 'target' && actor.count === 1 && !actor.upTo;
  return single && actor.description.nouns.every((n) => n === 'player') ? actor : undefined;
}
