import type { Amount, Subject } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { amount, equalTo, eventAmount, forEach } from '../grammar/amount.js';
import { isPlayerSubject, possessor } from '../grammar/subject.js';
import { actingPlayer, verb, type EffectParser } from './effect-parser.js';

/** The actor must be a player for these verbs: "you", "target player", "each opponent", "that player". */
function playerActor(actor: Subject | null): Subject | null {
  const who = actingPlayer(actor);
  return isPlayerSubject(who) ? who : null;
}

/**
 * How much: "2", "X", "a"/"an" (when `article`), "that much"; then the noun ("life", "cards"); then an optional
 * "for each …" multiplier. "life equal to its toughness" reads the amount after the noun.
 */
function quantity(s: Scanner, nouns: readonly string[], article: boolean): Amount | null {
  const save = s.mark();
  const n = amount(s, article) ?? eventAmount(s);
  if (n) {
    if (!s.oneOf(nouns)) {
      s.expected(`'${nouns[nouns.length - 1] ?? ''}' after the amount`);
      s.reset(save);
      return null;
    }
    return forEach(s, n) ?? n;
  }
  if (s.oneOf(nouns)) {
    const equal = equalTo(s, possessor);
    if (equal) return equal;
  }
  s.expected(`an amount, as in '2 ${nouns[nouns.length - 1] ?? ''}'`);
  s.reset(save);
  return null;
}

/** "Draw a card.", "Target player draws two cards.", "Draw a card for each creature you control." (121). */
export const drawCards: EffectParser = {
  id: 'drawCards',
  verbs: ['draw', 'draws'],
  example: 'Draw a card.',
  parse(s, actor) {
    const who = playerActor(actor);
    if (!who) return null;
    const save = s.mark();
    if (!verb(s, 'draw')) return null;
    const n = quantity(s, ['cards', 'card'], true);
    if (!n) return reset(s, save);
    return [{ kind: 'drawCards', who, amount: n }];
  },
};

/** "You gain 3 life.", "Each player gains 2 life.", "You gain life equal to its toughness." (119.3). */
export const gainLife: EffectParser = {
  id: 'gainLife',
  verbs: ['gain', 'gains'],
  example: 'You gain 3 life.',
  parse(s, actor) {
    const who = playerActor(actor);
    if (!who) return null;
    const save = s.mark();
    if (!verb(s, 'gain')) return null;
    const n = quantity(s, ['life'], false);
    if (!n) return reset(s, save);
    return [{ kind: 'gainLife', who, amount: n }];
  },
};

/** "You lose 2 life.", "Each opponent loses 1 life.", "Target player loses X life." (119.3). */
export const loseLife: EffectParser = {
  id: 'loseLife',
  verbs: ['lose', 'loses'],
  example: 'Each opponent loses 1 life.',
  parse(s, actor) {
    const who = playerActor(actor);
    if (!who) return null;
    const save = s.mark();
    if (!verb(s, 'lose')) return null;
    const n = quantity(s, ['life'], false);
    if (!n) return reset(s, save);
    return [{ kind: 'loseLife', who, amount: n }];
  },
};

/**
 * "Target player discards two cards.", "Discard a card.", "Each opponent discards a card at random.", "That player
 * discards that card." (701.8).
 */
export const discard: EffectParser = {
  id: 'discard',
  verbs: ['discard', 'discards'],
  example: 'Target player discards a card.',
  parse(s, actor) {
    const who = playerActor(actor);
    if (!who) return null;
    const save = s.mark();
    if (!verb(s, 'discard')) return null;
    // "That player discards that card.": the card named before (chosen from their revealed hand, 608.2c).
    if (s.words('that card'))
      return [{ kind: 'discard', who, amount: { kind: 'fixed', value: 1 }, random: false, what: { kind: 'it' } }];
    // 701.8: "Discard your hand.", "Each player discards their hand", "… all the cards in their hand".
    const whole = s.mark();
    if (!s.words('all the cards in')) s.words('all cards in');
    if (s.words('your hand') || s.words('their hand') || s.words('his or her hand')) {
      s.handDiscardedAt = s.mark();
      return [{ kind: 'discardHand', who }];
    }
    s.reset(whole);
    const n = quantity(s, ['cards', 'card'], true);
    if (!n) return reset(s, save);
    const random = s.words('at random');
    return [{ kind: 'discard', who, amount: n, random }];
  },
};

function reset(s: Scanner, save: number): null {
  s.reset(save);
  return null;
}
