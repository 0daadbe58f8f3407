import type { Amount, Subject } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { amount } from '../grammar/amount.js';
import { isPlayerSubject } from '../grammar/subject.js';
import { possessive } from '../grammar/words.js';
import { actingPlayer, verb, type EffectParser } from './effect-parser.js';

/** "a card", "two cards", "X cards". */
function cards(s: Scanner): Amount | null {
  const save = s.mark();
  const n = amount(s, true);
  if (n && (s.words('cards') || s.words('card'))) return n;
  s.reset(save);
  return null;
}

/** "their", "his or her", "your" ("you put the top two cards of your library …"). */
function whose(s: Scanner): boolean {
  return possessive(s) || s.words('your');
}

/**
 * The old wording (701.13, errata'd to "mill"): "the top two cards of their library into their graveyard", "the
 * top card of his or her library into his or her graveyard", after "put(s)".
 */
function topCardsIntoGraveyard(s: Scanner): Amount | null {
  const save = s.mark();
  if (!s.words('the top')) return null;
  let n: Amount | null = null;
  if (s.words('card')) n = { kind: 'fixed', value: 1 };
  else {
    const read = amount(s);
    if (read && s.words('cards')) n = read;
  }
  if (n && s.words('of') && whose(s) && s.words('library into') && whose(s) && s.words('graveyard')) return n;
  s.expected("'the top two cards of their library into their graveyard'");
  s.reset(save);
  return null;
}

/**
 * 701.13: "Target player mills two cards.", "Mill a card.", "Each opponent mills X cards.", and the old "Target
 * player puts the top two cards of their library into their graveyard."
 */
export const mill: EffectParser = {
  id: 'mill',
  verbs: ['mill', 'mills', 'put', 'puts'],
  example: 'Target player mills two cards.',
  parse(s, actor) {
    const who: Subject = actingPlayer(actor);
    if (!isPlayerSubject(who)) return null;
    const save = s.mark();
    if (verb(s, 'mill')) {
      const n = cards(s);
      if (n) return [{ kind: 'mill', who, amount: n }];
      s.expected("how many cards, as in 'mills two cards'");
      s.reset(save);
      return null;
    }
    if (verb(s, 'put')) {
      const n = topCardsIntoGraveyard(s);
      if (n) return [{ kind: 'mill', who, amount: n }];
      s.reset(save);
    }
    return null;
  },
};
