import { designationWord } from '../grammar/description.js';
import { isObjectSubject } from '../grammar/subject.js';
import type { EffectParser } from './effect-parser.js';

/**
 * "~ becomes renowned" (702.112a), "it becomes monstrous" (701.31a): designations only permanents have (702.112b,
 * 701.31b).
 */
export const becomeDesignated: EffectParser = {
  id: 'becomeDesignated',
  verbs: ['becomes', 'become'],
  example: '~ becomes renowned.',
  parse(s, actor) {
    if (!actor || !isObjectSubject(actor)) return null;
    const save = s.mark();
    if (!(s.words('becomes') || s.words('become'))) return null;
    const designation = designationWord(s);
    if (!designation) {
      s.reset(save);
      return null;
    }
    return [{ kind: 'becomeDesignated', what: actor, designation }];
  },
};
