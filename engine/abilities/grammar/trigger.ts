import type {
  Description,
  DescribedZone,
  TargetingFilter,
  TriggerEvent,
  Watched,
  Whose,
} from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { amount } from './amount.js';
import { condition } from './condition.js';
import { description, designationWord } from './description.js';
import { attachedPhrase } from './subject.js';
import { variantEvent } from './variant-event.js';

/**
 * Trigger events (603.1), the words between "When"/"Whenever" and the comma: "~ enters the battlefield",
 * "a creature you control dies", "~ attacks or blocks", "~ deals combat damage to a player", "you cast a creature
 * spell", "a player draws a card". `stepTrigger` reads the "At the beginning of …" form. Each returns null
 * without moving when its words aren't there.
 */
export function triggerEvent(s: Scanner): TriggerEvent | null {
  if (s.peekWord() === 'one') return batchEvent(s);
  const last = s.peekWord() === 'the' ? lastCounterRemoved(s) : null;
  if (last) return last;
  return variantEvent(s) ?? playerEvent(s) ?? objectEvent(s) ?? stateEvent(s);
}

const LAST_COUNTER = /the last ([+-]\d+\/[+-]\d+|[a-z][a-z-]*) counter is removed from\b/iy;

/** 702.63a (vanishing): "the last time counter is removed from ~". */
function lastCounterRemoved(s: Scanner): TriggerEvent | null {
  const save = s.mark();
  const found = s.regex(LAST_COUNTER);
  if (!found?.[1]) return null;
  const what = watched(s);
  if (what) return { kind: 'lastCounterRemoved', what, counter: found[1].toLowerCase() };
  s.expected("what it is removed from, such as '~'");
  s.reset(save);
  return null;
}

/** 603.8: "you control no Islands", "you have no cards in hand": a state trigger on a condition of the game. */
function stateEvent(s: Scanner): TriggerEvent | null {
  if (s.peekWord() !== 'you') return null;
  const save = s.mark();
  const found = condition(s);
  if (found && (found.kind === 'count' || found.kind === 'life')) return { kind: 'state', condition: found };
  s.reset(save);
  return null;
}

/**
 * 603.2c: "one or more creatures you control attack", "one or more other Rogues you control deal combat damage to a
 * player": one trigger for the whole event, however many objects it is about.
 */
function batchEvent(s: Scanner): TriggerEvent | null {
  const start = s.mark();
  if (!s.words('one or more')) return null;
  const other = s.words('other');
  const described = description(s);
  if (described) {
    const what: Watched = {
      kind: 'matching',
      description: other ? { ...described, qualities: [...described.qualities, { kind: 'other' }] } : described,
    };
    if (s.words('attack')) return { kind: 'attacks', what, batch: true };
    const save = s.mark();
    if (s.words('deal combat damage to a player')) {
      return { kind: 'dealsDamage', what, combat: true, to: { nouns: ['player'], qualities: [] }, batch: true };
    }
    s.reset(save);
  }
  s.expected("what they do together, such as 'creatures you control attack'");
  s.reset(start);
  return null;
}

/** Battalion: "and at least two other creatures attack" after "~" (508.1: declared as attackers together). */
function attacksTogether(s: Scanner, what: Watched): TriggerEvent | null {
  const save = s.mark();
  if (what.kind !== 'self' || !s.words('and at least')) return null;
  const n = amount(s);
  if (n?.kind === 'fixed' && s.words('other')) {
    const others = description(s);
    if (others && s.words('attack')) return { kind: 'attacks', what, together: { count: n.value, others } };
  }
  s.expected("who attacks with it, such as 'and at least two other creatures attack'");
  s.reset(save);
  return null;
}

/** "~", "a creature", "another creature you control", "a nontoken creature", "an artifact". */
function watched(s: Scanner): Watched | null {
  if (s.symbol('~')) return { kind: 'self' };
  const attached = attachedPhrase(s);
  if (attached) return { kind: 'attached', how: attached.how, noun: attached.noun };
  const save = s.mark();
  if (!(s.words('another') || s.words('an') || s.words('a'))) return null;
  const other = s.text.slice(save, s.pos).trim().toLowerCase() === 'another';
  const described = description(s);
  if (!described) {
    s.reset(save);
    return null;
  }
  const qualities = other ? [...described.qualities, { kind: 'other' as const }] : described.qualities;
  return { kind: 'matching', description: { nouns: described.nouns, qualities } };
}

/** "or another creature you control" after "~". */
function orAnother(s: Scanner): Watched | null {
  const save = s.mark();
  if (!s.words('or another')) return null;
  const described = description(s);
  if (!described) {
    s.reset(save);
    return null;
  }
  return {
    kind: 'matching',
    description: { nouns: described.nouns, qualities: [...described.qualities, { kind: 'other' }] },
  };
}

/** Adds "under your control" (603.6a) to what a zone-change trigger watches. */
function underControl(s: Scanner, what: Watched): Watched | null {
  let who: 'you' | 'opponent' | null = null;
  if (s.words('under your control')) who = 'you';
  else if (s.words("under an opponent's control")) who = 'opponent';
  if (who === null) return what;
  if (what.kind !== 'matching') return what;
  const base: Description = what.description;
  return {
    kind: 'matching',
    description: { nouns: base.nouns, qualities: [...base.qualities, { kind: 'controller', who }] },
  };
}

function objectEvent(s: Scanner): TriggerEvent | null {
  const start = s.mark();
  const what = watched(s);
  if (!what) return null;
  const together = attacksTogether(s, what);
  if (together) return together;
  const alsoOther = what.kind === 'self' ? orAnother(s) : null;
  if (alsoOther) {
    // "~ or another creature you control dies": ~ dying, or another matching one (each object matches one side).
    const verbAt = s.mark();
    const forSelf = objectVerb(s, what);
    const end = s.mark();
    s.reset(verbAt);
    const forOther = objectVerb(s, alsoOther);
    if (forSelf && forOther && s.mark() === end) return { kind: 'anyOf', events: [forSelf, forOther] };
    s.expected("what happens to them, such as 'enters the battlefield' or 'dies'");
    s.reset(start);
    return null;
  }
  const first = objectVerb(s, what);
  if (!first) {
    s.expected("what happens to it, such as 'enters the battlefield', 'dies' or 'attacks'");
    s.reset(start);
    return null;
  }
  // "attacks or blocks", "blocks or becomes blocked": either event triggers it.
  const events = [first];
  for (;;) {
    const save = s.mark();
    if (!s.words('or')) break;
    const next = objectVerb(s, what);
    if (!next) {
      s.reset(save);
      break;
    }
    events.push(next);
  }
  return events.length === 1 ? first : { kind: 'anyOf', events };
}

const DAMAGE_RECIPIENTS: readonly { readonly words: string; readonly to: Description }[] = [
  { words: 'a player or planeswalker', to: { nouns: ['player', 'planeswalker'], qualities: [] } },
  { words: 'a player', to: { nouns: ['player'], qualities: [] } },
  { words: 'an opponent', to: { nouns: ['player'], qualities: [{ kind: 'controller', who: 'opponent' }] } },
  { words: 'a creature', to: { nouns: ['creature'], qualities: [] } },
];

/** Where "is put into …" puts a card, and whose zone it must be (the card's owner's, 404.2, 402.1). */
const PUT_INTO: readonly { readonly words: string; readonly to: 'graveyard' | 'hand'; readonly owner: Whose }[] = [
  { words: 'a graveyard', to: 'graveyard', owner: 'each' },
  { words: "a player's graveyard", to: 'graveyard', owner: 'each' },
  { words: "its owner's graveyard", to: 'graveyard', owner: 'each' },
  { words: 'your graveyard', to: 'graveyard', owner: 'you' },
  { words: "an opponent's graveyard", to: 'graveyard', owner: 'opponent' },
  { words: 'your hand', to: 'hand', owner: 'you' },
];

const PUT_FROM: readonly { readonly words: readonly string[]; readonly from: DescribedZone | null }[] = [
  { words: ['from anywhere'], from: null },
  { words: ['from the battlefield'], from: 'battlefield' },
  { words: ['from your library', 'from a library', 'from their library'], from: 'library' },
  { words: ['from your graveyard', 'from a graveyard'], from: 'graveyard' },
  { words: ['from your hand', 'from their hand'], from: 'hand' },
];

/**
 * 603.6, 700.4: "is put into a graveyard from anywhere", "is put into an opponent's graveyard from the battlefield",
 * "is put into your graveyard from your library", "is put into your hand from your graveyard", "is put into a
 * graveyard" (an enchanted or other permanent: from the battlefield, so it looks back, 603.6c, 603.10a; a card: from
 * anywhere). Whose graveyard is the card's owner's (404.2): an owner quality on what it watches. Null, unmoved,
 * unless the words are there; refused where the owner can't be said of what it watches ("enchanted land is put into
 * your graveyard").
 */
function putInto(s: Scanner, what: Watched): TriggerEvent | null {
  const save = s.mark();
  if (!s.words('is put into')) return null;
  const into = PUT_INTO.find((p) => s.words(p.words));
  if (!into) {
    s.expected("where it is put, such as 'a graveyard' or 'an opponent's graveyard'");
    s.reset(save);
    return null;
  }
  const named = PUT_FROM.find((p) => p.words.some((w) => s.words(w)));
  const permanent = what.kind === 'attached' || (what.kind === 'matching' && !what.description.nouns.includes('card'));
  const from = named ? named.from : permanent ? 'battlefield' : null;
  if (from === into.to) {
    s.reset(save);
    return null;
  }
  let watched: Watched = what;
  if (into.owner !== 'each') {
    if (what.kind === 'attached') {
      s.expected("'a graveyard' (whose it is follows from what it enchants)");
      s.reset(save);
      return null;
    }
    // "~ is put into your graveyard": a card always goes to its owner's (404.2); the source's owner is "you".
    if (what.kind === 'matching') {
      const owner = { kind: 'owner' as const, who: into.owner };
      watched = {
        kind: 'matching',
        description: { ...what.description, qualities: [...what.description.qualities, owner] },
      };
    }
  }
  const event: TriggerEvent = { kind: 'zoneChange', what: watched, from, to: into.to };
  // "… a player's graveyard …, that player": the player named is the graveyard's owner.
  const namesPlayer = into.words === "a player's graveyard" || into.words === "an opponent's graveyard";
  return namesPlayer ? { ...event, player: 'zoneOwner' } : event;
}

function objectVerb(s: Scanner, what: Watched): TriggerEvent | null {
  if (s.words('enters the battlefield') || s.words('enters')) {
    const narrowed = underControl(s, what);
    if (!narrowed) return null;
    return { kind: 'zoneChange', what: narrowed, from: null, to: 'battlefield' };
  }
  if (s.words('dies')) return { kind: 'zoneChange', what, from: 'battlefield', to: 'graveyard' };
  if (s.peekWord() === 'is') {
    const put = putInto(s, what);
    if (put) return put;
  }
  if (s.words('leaves the battlefield')) return { kind: 'zoneChange', what, from: 'battlefield', to: null };
  if (s.words("attacks and isn't blocked")) return { kind: 'attacksUnblocked', what };
  // 506.5: "attacks alone": the only creature declared as an attacker (702.83a, exalted).
  if (s.words('attacks')) {
    if (s.words('alone')) return { kind: 'attacks', what, alone: true };
    // 506.3: "Whenever a creature attacks you", "… attacks you or a planeswalker you control".
    if (s.words('you or a planeswalker you control'))
      return { kind: 'attacks', what, attacking: 'youOrYourPlaneswalkers' };
    if (s.peekWord() === 'you' && s.words('you')) return { kind: 'attacks', what, attacking: 'you' };
    return { kind: 'attacks', what };
  }
  const blocksOr = s.mark();
  if (s.words('blocks or becomes blocked by') || (s.reset(blocksOr), s.words('becomes blocked by'))) {
    // 509.5d: "becomes blocked by a creature [that …]": each blocker; with "blocks or", each creature it blocks too.
    const orBlocks = s.text.slice(blocksOr, s.mark()).toLowerCase().includes('blocks or');
    const by = (s.words('a') || s.words('an')) && description(s);
    if (by)
      return orBlocks ? { kind: 'becomesBlocked', what, by, orBlocks: true } : { kind: 'becomesBlocked', what, by };
    s.expected("what blocks it, such as 'a creature' or 'a creature with power 2 or less'");
    s.reset(blocksOr);
  }
  if (s.words('becomes blocked')) return { kind: 'becomesBlocked', what };
  if (s.words('blocks')) {
    // 702.25a: "a creature without flanking blocks ~": a blocker of the ability's source.
    if (s.symbol('~')) return { kind: 'blocks', what, blocksACreature: false, blocksSelf: true };
    return { kind: 'blocks', what, blocksACreature: s.words('a creature') };
  }
  if (s.words('becomes tapped')) return { kind: 'becomesTapped', what };
  // 502.3: "Whenever ~ becomes untapped" (inspired, 207.2c: an ability word), in its controller's untap step or by an effect.
  if (s.words('becomes untapped')) return { kind: 'becomesUntapped', what };
  // 106.12a: "Whenever enchanted land is tapped for mana", "Whenever a Forest is tapped for mana" (by anyone).
  if (s.words('is tapped for mana')) return { kind: 'tappedForMana', what, who: 'each' };
  if (s.words('is dealt damage')) return { kind: 'isDealtDamage', what };
  // 702.37e: "When ~ is turned face up", "Whenever a permanent you control is turned face up".
  if (s.words('is turned face up')) return { kind: 'turnedFaceUp', what };
  const save = s.mark();
  // 702.112b, 701.31b: "When ~ becomes renowned", "When ~ becomes monstrous".
  if (s.words('becomes')) {
    const designation = designationWord(s);
    if (designation) return { kind: 'becomesDesignated', what, designation };
    s.reset(save);
  }
  if (s.words('becomes the target of')) {
    const by = targetingFilter(s);
    // Counted over every spell and ability that targeted it this turn, so only after "a spell or ability".
    if (by?.abilities && by.who === 'each' && s.words('for the first time each turn')) {
      return { kind: 'becomesTarget', what, by, firstTimeEachTurn: true };
    }
    if (by) return { kind: 'becomesTarget', what, by };
    s.reset(save);
    return null;
  }
  if (s.words('deals')) {
    const combat = s.words('combat');
    if (s.words('damage')) {
      if (!s.words('to')) return { kind: 'dealsDamage', what, combat, to: null };
      for (const r of DAMAGE_RECIPIENTS) if (s.words(r.words)) return { kind: 'dealsDamage', what, combat, to: r.to };
      s.expected("who it deals damage to: 'a player', 'an opponent' or 'a creature'");
    }
    s.reset(save);
  }
  return null;
}

const ANY_SPELL: Description = { nouns: ['spell'], qualities: [] };

/**
 * What targets, after "becomes the target of" (601.2c, 602.2b, 603.3d): "a spell or ability", "a spell", "an instant
 * or sorcery spell", each maybe followed by "an opponent controls" / "you control".
 */
function targetingFilter(s: Scanner): TargetingFilter | null {
  const save = s.mark();
  if (s.words('a spell or ability')) return { spell: ANY_SPELL, abilities: true, who: controlledBy(s) };
  if (s.words('an') || s.words('a')) {
    const spell = description(s);
    if (spell && spell.nouns.length === 1 && spell.nouns[0] === 'spell') {
      return { spell, abilities: false, who: controlledBy(s) };
    }
  }
  s.expected("what targets it, such as 'a spell', 'a spell or ability' or 'a spell an opponent controls'", save);
  s.reset(save);
  return null;
}

/** "an opponent controls", "you control" after the spell or ability; anyone's without them. */
function controlledBy(s: Scanner): Whose {
  if (s.words('an opponent controls') || s.words('your opponents control')) return 'opponent';
  if (s.words('you control')) return 'you';
  return 'each';
}

/** The player who acts in a player trigger: "you", "a player", "an opponent". */
function actor(s: Scanner): Whose | null {
  if (s.words('you')) return 'you';
  if (s.words('a player')) return 'each';
  if (s.words('an opponent')) return 'opponent';
  return null;
}

function playerEvent(s: Scanner): TriggerEvent | null {
  const start = s.mark();
  const who = actor(s);
  if (!who) return null;
  if (who === 'you') {
    const target = becomeTarget(s);
    if (target) return target;
  }
  if (s.words('casts') || s.words('cast')) {
    // 601.2i, 113.6k: "When you cast ~": its own spell, as it becomes cast (the ability works from the stack).
    if (who === 'you' && s.words('~'))
      return { kind: 'castSpell', who, spell: { nouns: ['spell'], qualities: [] }, self: true };
    const save = s.mark();
    if (s.words('an') || s.words('a')) {
      const spell = description(s);
      // Heroic: "whenever you cast a spell that targets ~": as it is cast, ~ becomes a target of it (601.2c). The
      // description reads "that targets ~" as a quality of the spell; here it is what becomes a target instead.
      const targets = spell?.qualities.find((q) => q.kind === 'targets');
      if (spell && targets?.kind === 'targets' && spell.nouns.length === 1 && spell.nouns[0] === 'spell') {
        const what: Watched | null =
          targets.what === null
            ? { kind: 'self' }
            : targets.what.nouns.includes('player')
              ? null
              : { kind: 'matching', description: targets.what };
        const by = { ...spell, qualities: spell.qualities.filter((q) => q !== targets) };
        if (what) return { kind: 'becomesTarget', what, by: { spell: by, abilities: false, who } };
        s.expected("what it targets, such as '~'");
        s.reset(start);
        return null;
      }
      if (spell && spell.nouns.length === 1 && spell.nouns[0] === 'spell' && s.words('that targets')) {
        const what = watched(s);
        if (what) return { kind: 'becomesTarget', what, by: { spell, abilities: false, who } };
        s.expected("what it targets, such as '~'");
        s.reset(start);
        return null;
      }
      if (spell && spell.nouns.includes('spell')) return { kind: 'castSpell', who, spell };
    }
    s.reset(save);
    s.expected("what is cast, such as 'a spell' or 'a creature spell'");
  } else if (s.words('gains life') || s.words('gain life')) {
    return { kind: 'gainLife', who };
  } else if (s.words('becomes the monarch') || s.words('become the monarch')) {
    // 720.3, 603.2f.
    return { kind: 'becomesMonarch', who };
  } else if (s.words('draws a card') || s.words('draw a card')) {
    return { kind: 'draws', who };
  } else if (s.words('cycles') || s.words('cycle')) {
    // 702.29c, 702.29d: "you cycle ~", "you cycle another card", "a player cycles a card".
    const what = watched(s);
    if (what && (what.kind === 'self' || (what.kind === 'matching' && what.description.nouns.includes('card')))) {
      return { kind: 'cycled', who, what };
    }
    s.expected("what is cycled, such as '~' or 'another card'");
  } else if (s.words('taps') || s.words('tap')) {
    // 106.12a: "Whenever you tap a Swamp for mana", "Whenever a player taps a land for mana", "you tap ~ for mana".
    const what = watched(s);
    if (what && s.words('for mana')) return { kind: 'tappedForMana', who, what };
    s.expected("what is tapped for mana, such as 'a land' or 'a Swamp', then 'for mana'");
  } else if (s.words('exerts') || s.words('exert')) {
    // 701.39: "Whenever you exert a creature".
    const what = watched(s);
    if (what) return { kind: 'exerted', who, what };
    s.expected("what is exerted, such as 'a creature'");
  }
  s.reset(start);
  return null;
}

/**
 * After "you": "become the target of a spell or ability an opponent controls" (players can be targets, 115.1), or
 * "or [another] permanent you control becomes the target of …": either one becoming a target triggers it.
 */
function becomeTarget(s: Scanner): TriggerEvent | null {
  const start = s.mark();
  if (s.words('become the target of')) {
    const by = targetingFilter(s);
    if (by) return { kind: 'becomesTarget', what: { kind: 'you' }, by };
  } else if (s.words('or')) {
    const what = watched(s);
    if (what && s.words('becomes the target of')) {
      const by = targetingFilter(s);
      if (by) {
        return {
          kind: 'anyOf',
          events: [
            { kind: 'becomesTarget', what: { kind: 'you' }, by },
            { kind: 'becomesTarget', what, by },
          ],
        };
      }
    }
  }
  s.reset(start);
  return null;
}

export const STEPS: readonly {
  readonly words: string;
  readonly step: 'upkeep' | 'draw' | 'end' | 'beginningOfCombat' | 'main1';
}[] = [
  { words: 'upkeep', step: 'upkeep' },
  { words: 'draw step', step: 'draw' },
  { words: 'end step', step: 'end' },
  { words: 'precombat main phase', step: 'main1' },
];

/**
 * 303.4: "enchanted player's upkeep" (a Curse, "Enchant player"), "the upkeep of enchanted creature's controller",
 * "the end step of enchanted permanent's controller", "the draw step of enchanted creature's controller": the step
 * of the player the source is attached to, or of the controller of what it is attached to.
 */
function attachedStep(s: Scanner): TriggerEvent | null {
  const start = s.mark();
  if (s.words("enchanted player's")) {
    for (const { words, step } of STEPS)
      if (s.words(words)) return { kind: 'beginningOfStep', step, whose: 'attached' };
  } else if (s.words('the')) {
    for (const { words, step } of STEPS) {
      if (!s.words(words)) continue;
      if (!s.words('of')) break;
      const phrase = attachedPhrase(s);
      if (phrase && s.words("'s controller")) return { kind: 'beginningOfStep', step, whose: 'attached' };
      break;
    }
  }
  s.reset(start);
  return null;
}

/**
 * "the beginning of your upkeep", "… of each upkeep", "… of each opponent's upkeep", "… of each player's end step",
 * "… of the end step" (each), "… of combat on your turn" (507). Reads the words after "At".
 */
export function stepTrigger(s: Scanner): TriggerEvent | null {
  const start = s.mark();
  // 511.2: "at end of combat" triggers at the beginning of the end of combat step.
  if (s.words('end of combat')) return { kind: 'beginningOfStep', step: 'endOfCombat', whose: 'each' };
  if (!s.words('the beginning of')) return null;
  if (s.words('combat on your turn')) return { kind: 'beginningOfStep', step: 'beginningOfCombat', whose: 'you' };
  if (s.words('each combat')) return { kind: 'beginningOfStep', step: 'beginningOfCombat', whose: 'each' };
  const attached = attachedStep(s);
  if (attached) return attached;
  let whose: Whose | null = null;
  if (s.words('your')) whose = 'you';
  else if (s.words("each opponent's")) whose = 'opponent';
  else if (s.words("each player's") || s.words('each') || s.words('the')) whose = 'each';
  if (whose !== null) {
    for (const { words, step } of STEPS) if (s.words(words)) return { kind: 'beginningOfStep', step, whose };
  }
  s.expected("a step such as 'your upkeep', 'each end step' or 'combat on your turn'");
  s.reset(start);
  return null;
}
