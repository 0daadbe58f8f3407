import type {
  Amount,
  Description,
  Effect,
  Quality,
  RevealUntil,
  Subject,
  TopCardsPick,
  TopCardsPlace,
} from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { amount, whereIs } from '../grammar/amount.js';
import { description } from '../grammar/description.js';
import { isPlayerSubject, possessor } from '../grammar/subject.js';
import { possessive } from '../grammar/words.js';
import { actingPlayer, verb, type EffectParser } from './effect-parser.js';

type TopCards = Extract<Effect, { kind: 'topCards' }>;

const ONE: Amount = { kind: 'fixed', value: 1 };

/**
 * Whose library: "your library" (the actor's when that is you), "their library" / "his or her library" (the actor's
 * when another player acts), "target player's library", "target opponent's library", "that player's library",
 * "each player's library", "each opponent's library".
 */
function libraryOwner(s: Scanner, actor: Subject): Subject | null {
  const save = s.mark();
  if (s.words('your library')) return actor.kind === 'you' ? actor : reset(s, save);
  if (possessive(s) && s.words('library')) return actor.kind === 'you' ? reset(s, save) : actor;
  s.reset(save);
  if (s.words("that player's library")) return { kind: 'thatPlayer' };
  if (s.words("each player's library")) return { kind: 'each', description: { nouns: ['player'], qualities: [] } };
  if (s.words("each opponent's library")) {
    return { kind: 'each', description: { nouns: ['player'], qualities: [{ kind: 'controller', who: 'opponent' }] } };
  }
  const from = s.mark();
  const opponent = s.words("target opponent's");
  if (opponent || s.words("target player's")) {
    const text = s.text.slice(from, s.pos).trim().replace(/'s$/, '');
    const qualities: Quality[] = opponent ? [{ kind: 'controller', who: 'opponent' }] : [];
    if (s.words('library')) {
      return {
        kind: 'target',
        allowed: ['player'],
        description: { nouns: ['player'], qualities },
        count: 1,
        upTo: false,
        text,
      };
    }
  }
  return reset(s, save);
}

function reset(s: Scanner, save: number): null {
  s.reset(save);
  return null;
}

/** Whether the text ends here, a final period aside. */
function endsHere(s: Scanner): boolean {
  const save = s.mark();
  s.symbol('.');
  const ends = s.restIsEmpty();
  s.reset(save);
  return ends;
}

/** "the top card": a single card, which a later "it" can name. */
function oneCard(n: Amount): boolean {
  return n.kind === 'fixed' && n.value === 1;
}

/** "the top card of …", "the top three cards of …", "the top X cards of …": how many, then whose library. */
function topOf(s: Scanner, actor: Subject): Pick<TopCards, 'amount' | 'who'> | null {
  const save = s.mark();
  if (!s.words('the top')) return null;
  let n: Amount | null = null;
  if (s.words('card')) n = ONE;
  else {
    const read = amount(s);
    if (read && s.words('cards')) n = read;
  }
  if (n && s.words('of')) {
    const who = libraryOwner(s, actor);
    // "the top X cards of your library, where X is the number of artifacts you control" (107.3a).
    const defined = who && n.kind === 'variable' ? whereIs(s, possessor) : null;
    if (who) return { amount: defined ?? n, who };
  }
  s.expected("'the top three cards of your library'");
  return reset(s, save);
}

/** Any library a looked-at card is put in: "your library", "their library", "that player's library", "it". */
function aLibrary(s: Scanner): boolean {
  const save = s.mark();
  if ((s.words('your') || possessive(s) || s.words("that player's") || s.words("its owner's")) && s.words('library')) {
    return true;
  }
  s.reset(save);
  return false;
}

/** "in any order" (401.4: the owner arranges them) or "in a random order"; "any" when nothing is said. */
function order(s: Scanner): TopCards['restOrder'] {
  if (s.words('in any order')) return 'any';
  if (s.words('in a random order') || s.words('in random order')) return 'random';
  return 'any';
}

interface Place {
  readonly to: TopCardsPlace;
  readonly tapped: boolean;
  readonly order: TopCards['restOrder'];
}

/**
 * Where cards are put: "into your hand", "into your graveyard", "into that player's graveyard", "onto the
 * battlefield (tapped)", "on top of your library", "on the bottom of your library", "back on top of your library",
 * "back" (on top), each library place with its order ("in any order"). Cards go to their owner's zones (400.3).
 */
function place(s: Scanner): Place | null {
  const save = s.mark();
  if (s.words('into')) {
    if (s.words('your') || possessive(s) || s.words("that player's") || s.words("its owner's")) {
      if (s.words('hand')) return { to: 'hand', tapped: false, order: 'any' };
      if (s.words('graveyard')) return { to: 'graveyard', tapped: false, order: 'any' };
    }
    return reset(s, save);
  }
  if (s.words('onto the battlefield')) return { to: 'battlefield', tapped: s.words('tapped'), order: 'any' };
  const back = s.words('back');
  if (s.words('on top of') || s.words('on the top of')) {
    if (aLibrary(s)) return { to: 'libraryTop', tapped: false, order: order(s) };
    return reset(s, save);
  }
  if (s.words('on the bottom of') || s.words('on bottom of')) {
    if (aLibrary(s)) return { to: 'libraryBottom', tapped: false, order: order(s) };
    return reset(s, save);
  }
  if (back) return { to: 'libraryTop', tapped: false, order: order(s) };
  return reset(s, save);
}

/** "from among them", "from among those cards", "revealed this way": the cards looked at. */
function amongThem(s: Scanner): boolean {
  return s.words('from among them') || s.words('from among those cards') || s.words('revealed this way');
}

/** "them", "those cards", "of them", "of those cards" after a count: the cards looked at. */
function ofThem(s: Scanner): boolean {
  return s.words('of them') || s.words('of those cards') || s.words('of the cards');
}

/** The cards looked at as a whole: "them", "those cards", "it", "that card", "the card", "the cards". */
function allOfThem(s: Scanner): boolean {
  return (
    s.words('them') ||
    s.words('those cards') ||
    s.words('it') ||
    s.words('that card') ||
    s.words('the cards') ||
    s.words('the card')
  );
}

/** What a pick chooses, before where it goes. */
type Selection = Pick<TopCardsPick, 'how' | 'amount' | 'what'>;

/** A described card: "a creature card", "two land cards", "any number of snow permanent cards". */
function cardDescription(s: Scanner): Description | null {
  const save = s.mark();
  const what = description(s);
  if (what && what.nouns.length === 1 && what.nouns[0] === 'card') return what;
  return reset(s, save);
}

/**
 * Which cards: "one of them", "two of those cards", "any number of them", "up to two of them", "a creature card from
 * among them", "up to two creature cards … from among them", "all land cards revealed this way", "them".
 */
function selection(s: Scanner): Selection | null {
  const save = s.mark();
  if (s.words('all')) {
    const what = cardDescription(s);
    if (what && amongThem(s)) return { how: 'all', amount: ONE, what };
    return reset(s, save);
  }
  if (s.words('any number of')) {
    if (ofThem(s) || s.words('them')) return { how: 'anyNumber', amount: ONE, what: null };
    const what = cardDescription(s);
    if (what && amongThem(s)) return { how: 'anyNumber', amount: ONE, what };
    return reset(s, save);
  }
  const upTo = s.words('up to');
  const n = amount(s, !upTo);
  if (n) {
    const how = upTo ? 'upTo' : 'exactly';
    if (ofThem(s)) return { how, amount: n, what: null };
    const what = cardDescription(s);
    if (what && amongThem(s)) return { how, amount: n, what };
    return reset(s, save);
  }
  if (!upTo && allOfThem(s)) return { how: 'all', amount: ONE, what: null };
  return reset(s, save);
}

/** The cards left: "the rest", "the rest of them", "the rest of those cards", "the other", "the others". */
function theRest(s: Scanner): boolean {
  if (s.words('the rest')) {
    if (!s.words('of them')) s.words('of those cards');
    return true;
  }
  return s.words('the others') || s.words('the other');
}

/** One instruction after the look, in the order written (608.2c). */
type Step =
  | ({ readonly kind: 'pick' } & TopCardsPick)
  | { readonly kind: 'rest'; readonly to: TopCardsPlace; readonly order: TopCards['restOrder'] };

/** "put <selection> <place>", "exile <selection>", "you may …" (up to), "reveal <selection> and put it <place>". */
function pickStep(s: Scanner, may: boolean, looked: Amount): Step | null {
  const save = s.mark();
  let reveal = false;
  let chosen: Selection | null = null;
  let to: Place | null = null;
  if (s.words('reveal')) {
    chosen = selection(s);
    if (!chosen || chosen.how === 'all' || !s.words('and put')) return reset(s, save);
    if (!allOfThem(s)) return reset(s, save);
    reveal = true;
    to = place(s);
  } else if (s.words('put')) {
    chosen = selection(s);
    if (!chosen) return reset(s, save);
    to = place(s);
  } else if (s.words('exile')) {
    chosen = selection(s);
    to = { to: 'exile', tapped: false, order: 'any' };
  }
  if (!chosen || !to) {
    if (s.mark() !== save)
      s.expected("where the cards go, such as 'into your hand' or 'on the bottom of your library'");
    return reset(s, save);
  }
  // "You may put a creature card …", "You may put that card into their graveyard": the controller may pick none
  // (608.2d); "that card" / "them" are all the cards looked at.
  const all = chosen.how === 'all' && chosen.what === null;
  const how = may && (chosen.how === 'exactly' || all) ? 'upTo' : chosen.how;
  const n = may && all ? looked : chosen.amount;
  return { kind: 'pick', how, amount: n, what: chosen.what, reveal, to: to.to, tapped: to.tapped };
}

/** "put the rest <place>", "the rest <place>" (after "and"), "exile the rest", "put them back in any order". */
function restStep(s: Scanner, afterPut: boolean): Step | null {
  const save = s.mark();
  if (s.words('exile the rest')) return { kind: 'rest', to: 'exile', order: 'any' };
  const put = s.words('put');
  if (!put && !afterPut) return null;
  if (theRest(s)) {
    const to = place(s);
    if (to && to.to !== 'battlefield') return { kind: 'rest', to: to.to, order: to.order };
    s.expected("where the rest go, such as 'on the bottom of your library in any order'");
  }
  return reset(s, save);
}

/** "put them back in any order", "then put them back on top of your library in any order". */
function backStep(s: Scanner): Step | null {
  const save = s.mark();
  if (s.words('put them back') || s.words('put those cards back')) {
    return { kind: 'rest', to: 'libraryTop', order: order(s) };
  }
  return reset(s, save);
}

function step(s: Scanner, steps: readonly Step[], looked: Amount): Step | null {
  const last = steps[steps.length - 1];
  const back = backStep(s);
  if (back) return back;
  const rest = restStep(s, last?.kind === 'pick');
  if (rest) return rest;
  const save = s.mark();
  const may = s.words('you may');
  const found = pickStep(s, may, looked);
  if (found) return found;
  return reset(s, save);
}

/** Whether every card looked at has its place: the rest placed, or a pick that takes them all. */
function complete(steps: readonly Step[]): boolean {
  return steps.some((x) => x.kind === 'rest' || (x.kind === 'pick' && x.how === 'all' && x.what === null));
}

/** Words between steps; while some cards have no place, the next sentence may go on ("… into your hand. Put the rest …"). */
function between(s: Scanner, steps: readonly Step[]): boolean {
  if (s.words(', then') || s.words(', and') || s.words('then') || s.words('and') || s.symbol(',')) return true;
  if (complete(steps)) return false;
  const save = s.mark();
  if (s.symbol('.') && !s.restIsEmpty()) {
    s.words('then');
    return true;
  }
  s.reset(save);
  return false;
}

/**
 * "Exile the top three cards of your library", "Each player exiles the top card of their library", "That player
 * exiles the top card of their library": every one of them goes to exile face up (406.3), for all to see; a later
 * "it" / "them" / "those cards" names them (608.2c). Exiled "face down" (406.3a) is not supported.
 */
function exileTop(s: Scanner, player: Subject): TopCards | null {
  const save = s.mark();
  if (!verb(s, 'exile')) return null;
  const top = topOf(s, player);
  if (!top) return reset(s, save);
  const at = s.mark();
  if (s.words('face down')) {
    s.expected('the end of the sentence: cards exiled face down (406.3a) are not supported', at);
    return reset(s, save);
  }
  const pick: TopCardsPick = { how: 'all', amount: ONE, what: null, reveal: false, to: 'exile', tapped: false };
  return { kind: 'topCards', ...top, reveal: false, picks: [pick], rest: null, restOrder: 'any' };
}

/** "until you reveal", "until they reveal", "until that player reveals". */
function untilReveal(s: Scanner): boolean {
  return s.words('until') && (s.words('you reveal') || s.words('they reveal') || s.words('that player reveals'));
}

/**
 * After "reveal": "cards from the top of your library until you reveal a creature card. Put that card into your hand
 * and the rest on the bottom of your library in a random order.", "… Put that card onto the battlefield and the rest
 * into your graveyard.", "… Put that card into your hand and exile all other cards revealed this way.", "… until you
 * reveal a nonland card, then put all cards revealed this way into your hand." Every card revealed gets its place.
 */
function revealUntil(s: Scanner, player: Subject): RevealUntil | null {
  const save = s.mark();
  if (!s.words('cards from the top of')) return null;
  const who = libraryOwner(s, player);
  if (!who || !untilReveal(s)) return reset(s, save);
  if (!s.words('a')) s.words('an');
  const what = cardDescription(s);
  if (!what) {
    s.expected("the card to reveal, such as 'a creature card'");
    return reset(s, save);
  }
  const found = { kind: 'revealUntil' as const, who, what };
  const at = s.mark();
  if (s.words(', then put all cards revealed this way')) {
    const to = place(s);
    if (to && to.to !== 'libraryTop' && to.to !== 'libraryBottom') {
      return { ...found, to: to.to, tapped: to.tapped, rest: to.to, restOrder: 'any' };
    }
  }
  s.reset(at);
  if (s.symbol('.') && s.words('put that card')) {
    const to = place(s);
    if (to && s.words('and')) {
      const card = { ...found, to: to.to, tapped: to.tapped };
      if (s.words('exile all other cards revealed this way')) return { ...card, rest: 'exile', restOrder: 'any' };
      if (theRest(s)) {
        const rest = place(s);
        if (rest && rest.to !== 'battlefield') return { ...card, rest: rest.to, restOrder: rest.order };
      }
    }
  }
  s.expected(
    "where the cards go, such as '. Put that card into your hand and the rest on the bottom of your library in a random order'",
    at,
  );
  return reset(s, save);
}

/** 701.22a "scry N", 701.25a "surveil N": any number of the top N to the bottom / graveyard, the rest back on top. */
function scryOrSurveil(s: Scanner, who: Subject): TopCards[] | null {
  const save = s.mark();
  const to: TopCardsPlace | null = s.words('scry') ? 'libraryBottom' : s.words('surveil') ? 'graveyard' : null;
  if (!to) return null;
  const n = amount(s);
  if (!n) {
    s.expected("how many cards, as in 'scry 2'");
    return reset(s, save);
  }
  const pick: TopCardsPick = { how: 'anyNumber', amount: ONE, what: null, reveal: false, to, tapped: false };
  return [{ kind: 'topCards', who, amount: n, reveal: false, picks: [pick], rest: 'libraryTop', restOrder: 'any' }];
}

/**
 * "Look at the top three cards of your library. Put one of them into your hand and the rest on the bottom of your
 * library in any order.", "… then put them back in any order.", "You may reveal a creature card from among them and
 * put it into your hand. Put the rest on the bottom of your library in a random order.", "Reveal the top four cards
 * of your library. Put all Goblin cards revealed this way into your hand and the rest into your graveyard.",
 * "Target player reveals the top card of their library …", "Scry 2.", "Surveil 1." The instructions after the look
 * are read in the order written, into the next sentences while some cards have no place yet; every card looked at
 * must get one (the rest, or a pick of them all), or the line is not understood. Cards a pick leaves and no "rest"
 * places stay on top in their order ("You may put that card into their graveyard."). The top card alone may get no
 * instruction here: "Reveal the top card of your library. If it's a land card, …" names it for the next sentences.
 */
export const topCards: EffectParser = {
  id: 'topCards',
  verbs: ['look', 'looks', 'reveal', 'reveals', 'scry', 'surveil', 'exile', 'exiles'],
  example:
    'Look at the top three cards of your library. Put one of them into your hand and the rest on the bottom of your library in any order.',
  parse(s, actor) {
    const player = actingPlayer(actor);
    if (!isPlayerSubject(player)) return null;
    const save = s.mark();
    if (player.kind === 'you') {
      const scry = scryOrSurveil(s, player);
      if (scry) return scry;
    }
    const exiled = exileTop(s, player);
    if (exiled) return [exiled];
    const reveal = verb(s, 'reveal');
    const until = reveal ? revealUntil(s, player) : null;
    if (until) return [until];
    if (!reveal && !(verb(s, 'look') && s.words('at'))) return null;
    const top = topOf(s, player);
    if (!top) return reset(s, save);
    const steps: Step[] = [];
    for (;;) {
      const before = s.mark();
      if (!between(s, steps)) break;
      const next = step(s, steps, top.amount);
      if (!next || steps.some((x) => x.kind === 'rest')) {
        s.reset(before);
        break;
      }
      steps.push(next);
    }
    const picks = steps.filter((x): x is Extract<Step, { kind: 'pick' }> => x.kind === 'pick');
    const rest = steps.find((x): x is Extract<Step, { kind: 'rest' }> => x.kind === 'rest');
    if (steps.length === 0) {
      s.expected("what to do with the cards, such as '. Put one of them into your hand and the rest …'");
      // "Reveal the top card of your library. If it's a land card, put it onto the battlefield.": one card of one
      // library, left where it is and named for the sentences after it (608.2c: "it", "that card").
      if (!(oneCard(top.amount) && top.who.kind !== 'each')) return reset(s, save);
      // "You may look at the top card of your library. (You may do this at any time.)" is a static permission, not
      // an effect that happens once: refused when nothing follows the look.
      if (actor?.kind === 'you' && endsHere(s)) {
        s.expected('something done with the top card: looking at it any time is not supported');
        return reset(s, save);
      }
    }
    return [
      {
        kind: 'topCards',
        ...top,
        reveal,
        picks: picks.map((p): TopCardsPick => ({
          how: p.how,
          amount: p.amount,
          what: p.what,
          reveal: p.reveal,
          to: p.to,
          tapped: p.tapped,
        })),
        rest: rest?.to ?? null,
        restOrder: rest?.order ?? 'any',
      },
    ];
  },
};
