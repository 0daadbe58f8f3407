import { isPlayerSubject } from '../grammar/subject.js';
import { actingPlayer, verb, type EffectParser } from './effect-parser.js';

/** 720.3: "You become the monarch.", "Target player becomes the monarch.", "its controller becomes the monarch". */
export const becomeMonarch: EffectParser = {
  id: 'becomeMonarch',
  verbs: ['become', 'becomes'],
  example: 'You become the monarch.',
  parse(s, actor) {
    const who = actingPlayer(actor);
    if (!isPlayerSubject(who)) return null;
    const save = s.mark();
    if (!verb(s, 'become') || !s.words('the monarch')) {
      s.reset(save);
      return null;
    }
    return [{ kind: 'becomeMonarch', who }];
  },
};
