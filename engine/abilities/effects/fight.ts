import type { Subject } from '../../templates/card-template.js';
import { isObjectSubject, subject } from '../grammar/subject.js';
import { verb, type EffectParser } from './effect-parser.js';

/**
 * 701.12a: "Target creature you control fights target creature you don't control.", "~ fights another target
 * creature.", "it fights up to one target creature you don't control.": the actor fights the creature named after
 * the verb. Only an object fights: a sentence without an actor ("Fight …") is not one.
 */
export const fight: EffectParser = {
  id: 'fight',
  example: "Target creature you control fights target creature you don't control.",
  verbs: ['fights', 'fight'],
  parse(s, actor: Subject | null) {
    if (actor === null || !isObjectSubject(actor)) return null;
    const save = s.mark();
    if (!verb(s, 'fight')) return null;
    const other = subject(s);
    if (!other || !isObjectSubject(other)) {
      s.expected("the creature it fights, such as 'target creature you don't control'");
      s.reset(save);
      return null;
    }
    return [{ kind: 'fight', what: actor, other }];
  },
};
