import type { Effect, Subject } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { enteringCounters } from '../grammar/entering-counters.js';
import { chosenSubject, isObjectSubject, subject } from '../grammar/subject.js';
import type { EffectParser } from './effect-parser.js';

type ChangeZone = Extract<Effect, { kind: 'changeZone' }>;
type Destination = Pick<ChangeZone, 'to' | 'position' | 'underYourControl' | 'counters' | 'tapped' | 'shuffle'>;

/**
 * The owner's zone: "its owner's hand", "owner's hand" (old), "their owners' hands", "their owner's hand", "your
 * hand". "Your" is read as the owner's too: a card can only go to its owner's hand, library or graveyard (400.3).
 */
function ownersZone(s: Scanner, one: string, many: string): boolean {
  const save = s.mark();
  if (
    (s.words("its owner's") ||
      s.words("their owners'") ||
      s.words("their owner's") ||
      s.words("his or her owner's") ||
      s.words("owner's") ||
      s.words('your')) &&
    (s.words(many) || s.words(one))
  ) {
    return true;
  }
  s.reset(save);
  return false;
}

/**
 * "the battlefield", "… under your control", "… under its owner's control" (the default: 110.2a), "tapped" before or
 * after whose control (614.1c), then "with a -1/-1 counter on it" (614.1c, 702.79a).
 */
function battlefield(s: Scanner): Destination | null {
  if (!s.words('the battlefield')) return null;
  let tapped = s.words('tapped');
  const yours = s.words('under your control');
  if (!yours) s.oneOf(["under its owner's control", "under their owners' control", "under their owner's control"]);
  if (!tapped) tapped = s.words('tapped');
  const place: Destination = {
    to: 'battlefield',
    position: null,
    underYourControl: yours,
    ...(tapped ? { tapped: true } : {}),
  };
  const save = s.mark();
  if (!s.words('with')) return place;
  const counters = enteringCounters(s);
  if (counters) return { ...place, counters: [counters] };
  s.reset(save);
  return place;
}

/** After "return … to": the owner's hand or the battlefield. */
function returnDestination(s: Scanner): Destination | null {
  if (ownersZone(s, 'hand', 'hands')) return { to: 'hand', position: null, underYourControl: false };
  return battlefield(s);
}

/** After "put …": "on top of / on the bottom of its owner's library" (401.4), "into … graveyard/hand", "onto the battlefield". */
function putDestination(s: Scanner): Destination | null {
  const save = s.mark();
  if (s.words('on top of') || s.words('on the top of')) {
    if (ownersZone(s, 'library', 'libraries')) return { to: 'library', position: 'top', underYourControl: false };
  } else if (s.words('on the bottom of') || s.words('on bottom of')) {
    if (ownersZone(s, 'library', 'libraries')) return { to: 'library', position: 'bottom', underYourControl: false };
  } else if (s.words('into')) {
    if (ownersZone(s, 'graveyard', 'graveyards')) return { to: 'graveyard', position: null, underYourControl: false };
    if (ownersZone(s, 'hand', 'hands')) return { to: 'hand', position: null, underYourControl: false };
  } else if (s.words('onto')) {
    const found = battlefield(s);
    if (found) return found;
  }
  if (s.mark() !== save) s.expected("whose zone, such as 'its owner's library', or 'the battlefield'");
  s.reset(save);
  return null;
}

/** One or more objects: "target creature", "~", "all creatures", "target creature and target land". */
function objects(s: Scanner): Subject[] | null {
  const start = s.mark();
  const first = subject(s) ?? chosenSubject(s);
  if (!first || !isObjectSubject(first)) {
    s.reset(start);
    return null;
  }
  const out = [first];
  for (;;) {
    const save = s.mark();
    if (!s.words('and')) break;
    const next = subject(s);
    if (!next || !isObjectSubject(next)) {
      s.reset(save);
      break;
    }
    out.push(next);
  }
  return out;
}

/** 610.3: "until ~ leaves the battlefield" after an exiled object. */
function untilSourceLeaves(s: Scanner): boolean {
  if (s.peekWord() !== 'until') return false;
  const save = s.mark();
  if (s.words('until') && s.symbol('~') && s.words('leaves the battlefield')) return true;
  s.reset(save);
  return false;
}

interface ZoneVerb {
  readonly id: string;
  readonly verb: string;
  readonly example: string;
  /** Reads the destination after the objects ("to its owner's hand"); null for "exile", which names none. */
  readonly destination: ((s: Scanner) => Destination | null) | null;
  /** What the author should write after the objects, for the message when the destination is missing. */
  readonly where: string;
}

const EXILE: Destination = { to: 'exile', position: null, underYourControl: false };
const SHUFFLED: Destination = { to: 'library', position: null, underYourControl: false, shuffle: true };

/**
 * A zone-change verb: the verb, the objects, then the destination. Only "you" do these in Oracle text ("you may
 * return …"); the objects go to their owners' zones (400.3).
 */
function zoneVerb({ id, verb, example, destination, where }: ZoneVerb): EffectParser {
  return {
    id,
    example,
    verbs: [verb, `${verb}s`],
    parse(s, actor) {
      if (actor !== null && actor.kind !== 'you') {
        // "Target player returns …" isn't Oracle text: say so at the verb, not at the start of the line.
        const at = s.mark();
        if (verb !== 'put' && (s.words(`${verb}s`) || s.words(verb))) {
          s.expected(`a verb for this player; '${verb}' is read as an order, as in '${example}'`, at);
          s.reset(at);
        }
        return null;
      }
      const save = s.mark();
      if (!s.words(verb)) return null;
      const what = objects(s);
      if (!what) {
        // "put" starts other phrases too ("put a +1/+1 counter", "put the top card"): only its own verbs say so.
        if (verb !== 'put') s.expected(`what to ${verb}, such as 'target creature' or '~'`);
        s.reset(save);
        return null;
      }
      // 113.6m: "~ from your graveyard": the card moves out of that zone only, so the ability works only there.
      const fromGraveyard = what.length === 1 && what[0]?.kind === 'self' && s.words('from your graveyard');
      const to = destination ? destination(s) : EXILE;
      if (!to) {
        s.expected(where);
        s.reset(save);
        return null;
      }
      const from = fromGraveyard ? { from: 'graveyard' as const } : {};
      // 610.3: "exile target creature until ~ leaves the battlefield": it returns when the source leaves.
      const until = to === EXILE && untilSourceLeaves(s) ? { until: 'sourceLeaves' as const } : {};
      return what.map((w): Effect => ({ kind: 'changeZone', what: w, ...to, ...from, ...until }));
    },
  };
}

/** "Return target creature to its owner's hand.", "Return target creature card from your graveyard to the battlefield." */
export const returnTo = zoneVerb({
  id: 'return',
  verb: 'return',
  example: "Return target creature to its owner's hand.",
  destination: (s) => {
    const save = s.mark();
    if (!s.words('to')) return null;
    const found = returnDestination(s);
    if (found) return found;
    s.expected("where it returns, such as 'its owner's hand' or 'the battlefield'");
    s.reset(save);
    return null;
  },
  where: "where it returns, such as 'to its owner's hand' or 'to the battlefield'",
});

/** 701.11: "Exile target creature.", "Exile ~.", "Exile target card from a graveyard." */
export const exile = zoneVerb({
  id: 'exile',
  verb: 'exile',
  example: 'Exile target creature.',
  destination: null,
  where: '',
});

/** "Put target creature on top of its owner's library.", "Put target creature card from a graveyard onto the battlefield." */
export const putInZone = zoneVerb({
  id: 'putInZone',
  verb: 'put',
  example: "Put target creature on top of its owner's library.",
  destination: putDestination,
  where: "where it goes, such as 'on top of its owner's library' or 'into its owner's graveyard'",
});

/**
 * 701.20a: "Shuffle ~ into its owner's library.", "shuffle it into its owner's library", "Shuffle target nontoken
 * permanent you control into its owner's library.": put into the library, which is then shuffled.
 */
export const shuffleInto = zoneVerb({
  id: 'shuffleInto',
  verb: 'shuffle',
  example: "Shuffle ~ into its owner's library.",
  destination: (s) => {
    const save = s.mark();
    if (s.words('into') && ownersZone(s, 'library', 'libraries')) return SHUFFLED;
    s.reset(save);
    return null;
  },
  where: "where it goes, such as 'into its owner's library'",
});

/** The zone-change verbs, for the effect parser list. */
export const zoneChanges: readonly EffectParser[] = [returnTo, exile, putInZone, shuffleInto];
