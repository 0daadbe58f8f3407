import type { Subject } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { description, trailingClauses } from '../grammar/description.js';
import { isPlayerSubject } from '../grammar/subject.js';
import { actingPlayer, verb, type EffectParser } from './effect-parser.js';

/** "their hand" / "his or her hand" (older text) for another player, "your hand" for you. */
function ownHand(s: Scanner, who: Subject): boolean {
  const whose = who.kind === 'you' ? s.words('your') : s.words('their') || s.words('his or her');
  return whose && s.words('hand');
}

/** 701.16a: "Target opponent reveals their hand.", "Each opponent reveals his or her hand.", "Reveal your hand." */
export const revealHand: EffectParser = {
  id: 'revealHand',
  verbs: ['reveal', 'reveals'],
  example: 'Target opponent reveals their hand.',
  parse(s, actor) {
    const who = actingPlayer(actor);
    if (!isPlayerSubject(who)) return null;
    const save = s.mark();
    if (!verb(s, 'reveal') || !ownHand(s, who)) {
      s.reset(save);
      return null;
    }
    return [{ kind: 'revealHand', who }];
  },
};

/**
 * "You choose a nonland card from it.", "… and you choose a creature or planeswalker card from it", after a hand
 * was revealed: "it" is that hand, the hand of the player named before (608.2c). Only the controller chooses
 * ("you"), one card, described with the noun 'card'.
 */
export const chooseCard: EffectParser = {
  id: 'chooseCard',
  verbs: ['choose'],
  example: 'You choose a nonland card from it.',
  parse(s, actor) {
    if (actingPlayer(actor).kind !== 'you') return null;
    const save = s.mark();
    if (!s.words('choose') || !(s.words('a') || s.words('an'))) {
      s.reset(save);
      return null;
    }
    const at = s.mark();
    const what = description(s);
    if (!what || what.nouns.length !== 1 || what.nouns[0] !== 'card') {
      s.expected("the card to choose, such as 'nonland card'", at);
      s.reset(save);
      return null;
    }
    if (!(s.words('from it') || s.words("from that player's hand"))) {
      s.expected("where it is chosen from: 'from it' (the hand just revealed)");
      s.reset(save);
      return null;
    }
    // "a card from it with converted mana cost 3 or greater": the description goes on after "from it".
    const more = trailingClauses(s);
    const chosen = more.length === 0 ? what : { nouns: what.nouns, qualities: [...what.qualities, ...more] };
    return [{ kind: 'chooseCard', what: chosen, from: { kind: 'thatPlayer' } }];
  },
};

/**
 * 701.16a: "you may reveal it. If you do, …" (kinship, 702 ability words), "reveal that card": the card the text
 * named last (608.2c: the top card looked at) is shown to every player. Only the controller reveals ("you").
 */
export const revealObject: EffectParser = {
  id: 'revealObject',
  verbs: ['reveal'],
  example: 'You may reveal it.',
  parse(s, actor) {
    if (actingPlayer(actor).kind !== 'you') return null;
    const save = s.mark();
    if (s.words('reveal') && (s.words('it') || s.words('that card'))) {
      // "reveal it and put it into your hand" and the like are other phrases' (top-cards.ts), read before this one.
      return [{ kind: 'reveal', what: { kind: 'it' } }];
    }
    s.reset(save);
    return null;
  },
};
