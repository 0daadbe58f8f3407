import { isPlayerSubject } from '../grammar/subject.js';
import { actingPlayer, verb, type EffectParser } from './effect-parser.js';

/**
 * 500.7: "Take an extra turn after this one.", "Target player takes an extra turn after this one.": the player takes
 * an extra turn right after this one.
 */
export const extraTurn: EffectParser = {
  id: 'extraTurn',
  verbs: ['take', 'takes'],
  example: 'Take an extra turn after this one.',
  parse(s, actor) {
    const who = actingPlayer(actor);
    if (!isPlayerSubject(who)) return null;
    const save = s.mark();
    if (!verb(s, 'take') || !s.words('an extra turn')) {
      s.reset(save);
      return null;
    }
    if (!s.words('after this one')) {
      s.expected("'after this one'");
      s.reset(save);
      return null;
    }
    return [{ kind: 'extraTurn', who }];
  },
};
