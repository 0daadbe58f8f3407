import type { Effect, PlayPermissionDuration, Subject } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import type { EffectParser } from './effect-parser.js';

type MayPlay = Extract<Effect, { kind: 'mayPlay' }>;

/**
 * The cards named before (608.2c): "that card", "it", "the exiled card"; "them", "those cards", "the exiled cards",
 * "cards exiled this way" (all of them).
 */
function namedCards(s: Scanner): Subject | null {
  if (s.words('that card') || s.words('the exiled card') || s.words('it')) return { kind: 'it' };
  if (s.words('them') || s.words('those cards') || s.words('the exiled cards') || s.words('cards exiled this way')) {
    return { kind: 'it', them: true };
  }
  return null;
}

/** 118.9: "without paying its mana cost", "without paying their mana costs". */
function withoutPaying(s: Scanner): boolean {
  return s.words('without paying its mana cost') || s.words('without paying their mana costs');
}

/** After the cards: "this turn", "until end of turn", "until the end of your next turn", "for as long as it remains exiled". */
function trailingDuration(s: Scanner): PlayPermissionDuration | null {
  if (s.words('this turn') || s.words('until end of turn')) return 'endOfTurn';
  if (s.words('until the end of your next turn')) return 'endOfYourNextTurn';
  if (s.words('for as long as')) {
    if ((s.words('it') || s.words('that card')) && s.words('remains exiled')) return 'whileExiled';
    if ((s.words('they') || s.words('those cards')) && s.words('remain exiled')) return 'whileExiled';
  }
  return null;
}

/** Before "you may": "Until end of turn,", "Until the end of your next turn,". */
function frontDuration(s: Scanner): PlayPermissionDuration | null {
  if (s.words('until end of turn,')) return 'endOfTurn';
  if (s.words('until the end of your next turn,')) return 'endOfYourNextTurn';
  return null;
}

/** "play that card", "cast them", with "without paying its mana cost": what may be played, and how. */
function permission(s: Scanner): Omit<MayPlay, 'until'> | null {
  const play = s.words('play') ? 'play' : s.words('cast') ? 'cast' : null;
  if (!play) return null;
  const what = namedCards(s);
  if (!what) {
    s.expected("the cards named before, such as 'that card' or 'them'");
    return null;
  }
  return { kind: 'mayPlay', what, play, free: withoutPaying(s) };
}

/**
 * 601.3, 305.2, 611.2a: after "you may": "play that card this turn", "play them until the end of your next turn",
 * "play that card for as long as it remains exiled", "cast it this turn without paying its mana cost". A lasting
 * permission for the cards named before (exiled, usually from the top of a library), not a choice made as it
 * resolves: the sentence grammar keeps it out of `optional`. Without a duration ("You may cast that card.": cast it
 * now, as it resolves) it is not read.
 */
export const mayPlay: EffectParser = {
  id: 'mayPlay',
  verbs: ['play', 'cast'],
  example: 'Exile the top card of your library. You may play that card this turn.',
  parse(s, actor) {
    if (actor?.kind !== 'you') return null;
    const save = s.mark();
    const found = permission(s);
    const until = found && trailingDuration(s);
    if (!found || !until) {
      if (found) s.expected("how long, such as 'this turn' or 'until the end of your next turn'");
      s.reset(save);
      return null;
    }
    return [{ ...found, until, free: found.free || withoutPaying(s) }];
  },
};

/** "Until end of turn, you may play that card.", "Until the end of your next turn, you may play those cards." */
export const untilMayPlay: EffectParser = {
  id: 'untilMayPlay',
  verbs: ['until'],
  example: 'Exile the top card of your library. Until end of turn, you may play that card.',
  parse(s, actor) {
    if (actor !== null) return null;
    const save = s.mark();
    const until = frontDuration(s);
    const found = until && s.words('you may') ? permission(s) : null;
    if (!until || !found) {
      s.reset(save);
      return null;
    }
    return [{ ...found, until }];
  },
};
