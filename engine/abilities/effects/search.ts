import type { Amount, Effect, Subject } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { amount, whereIs } from '../grammar/amount.js';
import { description } from '../grammar/description.js';
import { isPlayerSubject, possessor } from '../grammar/subject.js';
import { actingPlayer, verb, type EffectParser } from './effect-parser.js';

type Search = Extract<Effect, { kind: 'search' }>;
type Destination = Pick<Search, 'to' | 'tapped'>;

/** One instruction after "search … for …", in the order written (608.2c). */
type Step = { readonly kind: 'reveal' } | { readonly kind: 'shuffle' } | ({ readonly kind: 'put' } & Destination);

/** The searcher's own zone: "your" for you, "their" / "his or her" for another player (the found cards stay theirs). */
function own(s: Scanner, who: Subject): boolean {
  return who.kind === 'you' ? s.words('your') : s.words('their') || s.words('his or her');
}

/** The found cards: "it", "them", "that card", "those cards", "the card". */
function found(s: Scanner): boolean {
  return (
    s.words('it') ||
    s.words('them') ||
    s.words('that card') ||
    s.words('those cards') ||
    s.words('the cards') ||
    s.words('the card')
  );
}

/** After "put it": "into your hand", "into your graveyard", "onto the battlefield (tapped)", "on top of your library". */
function destination(s: Scanner, who: Subject): Destination | null {
  const save = s.mark();
  if (s.words('into') && own(s, who)) {
    if (s.words('hand')) return { to: 'hand', tapped: false };
    if (s.words('graveyard')) return { to: 'graveyard', tapped: false };
    s.expected("'hand' or 'graveyard'");
  }
  s.reset(save);
  if (s.words('onto the battlefield')) return { to: 'battlefield', tapped: s.words('tapped') };
  // "then shuffle your library and put that card on top of it": "it" is the library just shuffled; "on top" alone.
  if (s.words('on top')) {
    const at = s.mark();
    if (!(s.words('of') && (s.words('it') || (own(s, who) && s.words('library'))))) s.reset(at);
    // "put them on top of it in any order" (401.4): the searcher orders several found cards.
    s.words('in any order');
    return { to: 'libraryTop', tapped: false };
  }
  s.reset(save);
  return null;
}

/** One step: "reveal it", "put them onto the battlefield tapped", "exile it", "shuffle (your library)". */
function step(s: Scanner, who: Subject, alsoGraveyard: boolean): Step | null {
  const save = s.mark();
  if (verb(s, 'reveal') && found(s)) return { kind: 'reveal' };
  s.reset(save);
  if (verb(s, 'put') && found(s)) {
    const to = destination(s, who);
    if (to) return { kind: 'put', ...to };
    s.expected("where the card goes, such as 'into your hand' or 'onto the battlefield'");
  }
  s.reset(save);
  if (verb(s, 'exile') && found(s)) return { kind: 'put', to: 'exile', tapped: false };
  s.reset(save);
  if (verb(s, 'shuffle')) {
    // Modern "then shuffle." names no library; older text says whose (701.20a).
    const at = s.mark();
    // "If you search your library this way, shuffle it.": "it" is that library.
    if (!(own(s, who) && s.words('library')) && !((alsoGraveyard || who.kind === 'thatPlayer') && s.words('it'))) {
      s.reset(at);
    }
    return { kind: 'shuffle' };
  }
  s.reset(save);
  return null;
}

/**
 * Words between steps: ", then", ", and", "and", "then", ",". Until the search is complete it may go on in the
 * next sentence: ". Then shuffle your library.", ". If you do, shuffle your library." (you shuffle only if you
 * searched), ". Shuffle your library, then put the card on top of it."
 */
function between(s: Scanner, complete: boolean, alsoGraveyard: boolean, who: Subject): boolean {
  if (s.words(', then') || s.words(', and') || s.words('then') || s.words('and') || s.symbol(',')) return true;
  if (complete) return false;
  const save = s.mark();
  if (s.symbol('.') && !s.restIsEmpty()) {
    // After "your library and/or graveyard", the shuffle is said to depend on the search of the library.
    if (alsoGraveyard) {
      if (s.words('if you search your library this way,') || s.words('if you searched your library this way,')) {
        return true;
      }
      s.reset(save);
      return false;
    }
    if (!s.words('if you do,')) s.words('then');
    // After another player's "may" (608.2d): "Then each player who searched their library this way shuffles it.",
    // "If that player does, they shuffle their library.": the one who searched shuffles.
    if (who.kind === 'thatPlayer' && !s.words('each player who searched their library this way')) {
      s.words('if that player does, they');
    }
    return true;
  }
  s.reset(save);
  return false;
}

/** Whether the steps read so far are a search this contract runs: a reveal before the put, one put, one shuffle. */
function ordered(steps: readonly Step[]): boolean {
  const index = (kind: Step['kind']): number => steps.findIndex((x) => x.kind === kind);
  const count = (kind: Step['kind']): number => steps.filter((x) => x.kind === kind).length;
  if (count('reveal') > 1 || count('put') > 1 || count('shuffle') > 1) return false;
  const reveal = index('reveal');
  const put = index('put');
  const shuffle = index('shuffle');
  // A found card is revealed before it moves (and before a shuffle it skips, 701.20b).
  return reveal < 0 || ((put < 0 || reveal < put) && (shuffle < 0 || reveal < shuffle));
}

/** A description of cards: only cards are in a library (108.1), so "a creature" alone would be a permanent. */
function cardsDescribed(s: Scanner): Search['what'] | null {
  const what = description(s);
  return what && what.nouns.length === 1 && what.nouns[0] === 'card' ? what : null;
}

/**
 * "for a basic land card", "for up to two basic land cards", "for X cards", "for any number of Dragon creature
 * cards" (701.19b: as many as the searcher likes): how many, and which.
 */
function searchedFor(s: Scanner): Pick<Search, 'amount' | 'upTo' | 'what' | 'anyNumber'> | null {
  const save = s.mark();
  if (s.words('any number of')) {
    const at = s.mark();
    const what = cardsDescribed(s);
    if (what) return { amount: { kind: 'fixed', value: 0 }, upTo: true, what, anyNumber: true };
    s.expected("the cards to find, such as 'land cards' or 'Elf creature cards'", at);
    s.reset(save);
    return null;
  }
  const upTo = s.words('up to');
  const n: Amount | null = amount(s, !upTo);
  if (n) {
    const at = s.mark();
    const what = description(s);
    // "for up to X basic land cards, where X is the number of lands you control" (107.3a).
    const defined = what && n.kind === 'variable' ? whereIs(s, possessor) : null;
    // Only cards are in a library (108.1): "a creature" alone would be a permanent.
    if (what && what.nouns.length === 1 && what.nouns[0] === 'card') return { amount: defined ?? n, upTo, what };
    s.expected("the cards to find, such as 'basic land card' or 'creature card'", at);
  }
  s.reset(save);
  return null;
}

/**
 * 701.19: "Search your library for a basic land card, reveal it, put it into your hand, then shuffle.", old "…, then
 * shuffle your library.", "Search your library for a Forest card and put that card onto the battlefield. Then
 * shuffle.", "Search your library for up to two basic land cards, put them onto the battlefield tapped, then
 * shuffle.", "… reveal it, then shuffle and put the card on top", "Target player searches their library for …,
 * puts it into their hand, then shuffles." The steps are read in the order written (608.2c); every search ends
 * with its shuffle (701.20) and puts the cards somewhere, or the line is not understood.
 */
export const search: EffectParser = {
  id: 'search',
  verbs: ['search', 'searches'],
  example: 'Search your library for a basic land card, reveal it, put it into your hand, then shuffle.',
  parse(s, actor) {
    const who = actingPlayer(actor);
    if (!isPlayerSubject(who)) return null;
    const save = s.mark();
    if (!verb(s, 'search', 'searches')) return null;
    // 701.19a: "your library and/or graveyard": only you search a graveyard too in Oracle text.
    const alsoGraveyard = who.kind === 'you' && s.words('your library and/or graveyard for');
    if (!alsoGraveyard && !(own(s, who) && s.words('library for'))) {
      s.expected(who.kind === 'you' ? "'your library for'" : "'their library for'");
      s.reset(save);
      return null;
    }
    const sought = searchedFor(s);
    if (!sought) {
      s.expected("what to search for, such as 'a basic land card' or 'up to two cards'");
      s.reset(save);
      return null;
    }
    const steps: Step[] = [];
    const complete = (): boolean => steps.some((x) => x.kind === 'put') && steps.some((x) => x.kind === 'shuffle');
    for (;;) {
      const before = s.mark();
      if (!between(s, complete(), alsoGraveyard, who)) break;
      const next = step(s, who, alsoGraveyard);
      if (!next || !ordered([...steps, next])) {
        s.reset(before);
        break;
      }
      steps.push(next);
    }
    const put = steps.find((x): x is Extract<Step, { kind: 'put' }> => x.kind === 'put');
    if (!put || !complete()) {
      s.expected(
        put ? "', then shuffle' to end the search" : "what to do with the card, such as ', put it into your hand'",
      );
      s.reset(save);
      return null;
    }
    const kinds = steps.map((x) => x.kind);
    return [
      {
        kind: 'search',
        who,
        ...sought,
        reveal: kinds.includes('reveal'),
        to: put.to,
        tapped: put.tapped,
        shuffleBeforePut: kinds.indexOf('shuffle') < kinds.indexOf('put'),
        ...(alsoGraveyard ? { alsoGraveyard: true as const } : {}),
      },
    ];
  },
};
