import type { Subject } from '../../templates/card-template.js';
import { amount } from '../grammar/amount.js';
import { description } from '../grammar/description.js';
import { isPlayerSubject } from '../grammar/subject.js';
import { verb, type EffectParser } from './effect-parser.js';

/**
 * 406.3: a player exiles cards of their own choice: "Target player exiles a card from their graveyard.", "Target
 * opponent exiles a card from their hand.", "that player exiles a card at random from their hand", "Each opponent
 * exiles two creature cards from their graveyard." Only with a player named as the one who exiles (an imperative
 * "Exile …" is the object verb's).
 */
export const exileCards: EffectParser = {
  id: 'exileCards',
  verbs: ['exile', 'exiles'],
  example: 'Target player exiles a card from their graveyard.',
  parse(s, actor) {
    if (actor === null || !isPlayerSubject(actor)) return null;
    const save = s.mark();
    if (!verb(s, 'exile')) return null;
    const n = amount(s, true);
    const what = n ? description(s) : null;
    if (!n || !what || what.nouns.length !== 1 || what.nouns[0] !== 'card') {
      s.expected("the cards they exile, such as 'a card from their graveyard'");
      s.reset(save);
      return null;
    }
    const random = s.words('at random');
    const from = s.words('from') && ownZone(s, actor);
    if (!from) {
      s.expected("where the cards come from: 'from their hand' or 'from their graveyard'");
      s.reset(save);
      return null;
    }
    return [{ kind: 'exileCards', who: actor, amount: n, what, from, random }];
  },
};

/** "their hand", "his or her graveyard" ("your graveyard" when it is you who exiles): the acting player's zone. */
function ownZone(s: Parameters<EffectParser['parse']>[0], actor: Subject): 'hand' | 'graveyard' | null {
  const own = actor.kind === 'you' ? s.words('your') : s.words('their') || s.words('his or her');
  if (!own) return null;
  return s.words('hand') ? 'hand' : s.words('graveyard') ? 'graveyard' : null;
}
