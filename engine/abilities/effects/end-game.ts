import { isPlayerSubject } from '../grammar/subject.js';
import { actingPlayer, verb, type EffectParser } from './effect-parser.js';

/** 104.2b, 104.3e: "You win the game.", "you lose the game", "that player loses the game". */
export const endGame: EffectParser = {
  id: 'endGame',
  verbs: ['win', 'wins', 'lose', 'loses'],
  example: 'You win the game.',
  parse(s, actor) {
    const who = actingPlayer(actor);
    if (!isPlayerSubject(who)) return null;
    const save = s.mark();
    const result = verb(s, 'win') ? 'win' : verb(s, 'lose') ? 'lose' : null;
    if (result === null || !s.words('the game')) {
      s.reset(save);
      return null;
    }
    return [{ kind: 'endGame', who, result }];
  },
};
