import { additionalLands as lands } from '../grammar/additional-lands.js';
import type { EffectParser } from './effect-parser.js';

/**
 * 305.2: "You may play an additional land this turn.", "You may play up to three additional lands this turn." (after
 * "you may": a permission that lasts the turn, not a choice made as it resolves): the player may play that many lands
 * more this turn.
 */
export const additionalLandsThisTurn: EffectParser = {
  id: 'additionalLands',
  verbs: ['play'],
  example: 'You may play an additional land this turn.',
  parse(s, actor) {
    if (actor && actor.kind !== 'you') return null;
    const save = s.mark();
    const count = lands(s);
    if (count === null) return null;
    if (!s.words('this turn')) {
      s.reset(save);
      return null;
    }
    return [{ kind: 'additionalLands', who: actor ?? { kind: 'you' }, count }];
  },
};
