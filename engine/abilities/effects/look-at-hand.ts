import type { Subject } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import type { EffectParser } from './effect-parser.js';

/** "target player's", "target opponent's" (the possessive joins the noun, which the description grammar doesn't read). */
function targetPlayers(s: Scanner): Subject | null {
  const m = s.regex(/target (player|opponent)['’]s(?![\w])/iy);
  if (!m) return null;
  const opponent = m[1]?.toLowerCase() === 'opponent';
  return {
    kind: 'target',
    allowed: ['player'],
    description: { nouns: ['player'], qualities: opponent ? [{ kind: 'controller', who: 'opponent' }] : [] },
    count: 1,
    upTo: false,
    text: m[0].slice(0, -2),
  };
}

/**
 * "Look at target player's hand.", "look at target opponent's hand": the controller sees the cards in that hand
 * (private to them, 400.2: unlike revealing, 701.16a). Only "you" look.
 */
export const lookAtHand: EffectParser = {
  id: 'lookAtHand',
  verbs: ['look'],
  example: "Look at target player's hand.",
  parse(s, actor) {
    if (actor !== null && actor.kind !== 'you') return null;
    const save = s.mark();
    if (!s.words('look at')) return null;
    const whose = targetPlayers(s);
    if (whose && s.words('hand')) return [{ kind: 'lookAtHand', who: whose }];
    s.reset(save);
    return null;
  },
};
