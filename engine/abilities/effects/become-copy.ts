import { copyExceptions } from '../grammar/copy.js';
import { isObjectSubject, subject } from '../grammar/subject.js';
import type { EffectParser } from './effect-parser.js';

/**
 * 707.4, 613.1a: "~ becomes a copy of target artifact until end of turn.", "Each other creature becomes a copy of
 * target nonlegendary creature until end of turn.", "that creature becomes a copy of ~.", with the exceptions of
 * 707.9 ("…, except it's an artifact in addition to its other types"). Without "until end of turn" it lasts while the
 * permanent stays on the battlefield.
 */
export const becomeCopy: EffectParser = {
  id: 'becomeCopy',
  verbs: ['becomes', 'become'],
  example: '~ becomes a copy of target artifact until end of turn.',
  parse(s, actor) {
    if (actor === null || !isObjectSubject(actor)) return null;
    const save = s.mark();
    if (!(s.words('becomes a copy of') || s.words('become a copy of') || s.words('become copies of'))) return null;
    const of = subject(s);
    if (!of || !isObjectSubject(of)) {
      s.expected("what it copies, such as 'target creature'");
      s.reset(save);
      return null;
    }
    const duration = s.words('until end of turn') ? 'endOfTurn' : 'indefinitely';
    const except = copyExceptions(s);
    if (!except) {
      s.reset(save);
      return null;
    }
    return [{ kind: 'becomeCopy', what: actor, of, duration, except }];
  },
};
