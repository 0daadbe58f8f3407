import { allAbleToBlock } from '../grammar/lure.js';
import { isObjectSubject, subject } from '../grammar/subject.js';
import type { Scanner } from '../../text/scanner.js';
import type { EffectParser } from './effect-parser.js';

/**
 * 509.1c: "All creatures able to block target creature this turn do so.", "{2}{G}: All creatures able to block ~ this
 * turn do so.": until end of turn, each creature able to block that creature must (the requirement is on the creature
 * named, as "target creature must be blocked this turn if able" is). Only with "this turn": an effect needs a duration.
 */
export const lure: EffectParser = {
  id: 'lure',
  example: 'All creatures able to block target creature this turn do so.',
  verbs: ['all'],
  parse(s, actor) {
    if (actor !== null) return null;
    const object = (s: Scanner) => {
      const what = subject(s);
      return what && isObjectSubject(what) ? what : null;
    };
    const found = allAbleToBlock(s, object, true);
    if (!found) return null;
    return [
      {
        kind: 'modify',
        what: found.blocked,
        modifications: [{ kind: 'restriction', restriction: found.restriction }],
        duration: 'endOfTurn',
      },
    ];
  },
};
