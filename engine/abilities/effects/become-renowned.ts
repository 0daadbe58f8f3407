import { isObjectSubject } from '../grammar/subject.js';
import type { EffectParser } from './effect-parser.js';

/** 702.112a: "~ becomes renowned", "it becomes renowned" (only said of permanents, 702.112b). */
export const becomeRenowned: EffectParser = {
  id: 'becomeRenowned',
  verbs: ['becomes', 'become'],
  example: '~ becomes renowned.',
  parse(s, actor) {
    if (!actor || !isObjectSubject(actor)) return null;
    const save = s.mark();
    if (!(s.words('becomes renowned') || s.words('become renowned'))) {
      s.reset(save);
      return null;
    }
    return [{ kind: 'becomeRenowned', what: actor }];
  },
};
