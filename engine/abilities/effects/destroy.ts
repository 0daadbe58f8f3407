import type { EffectParser } from './effect-parser.js';
import { target } from '../grammar/target.js';

/** "Destroy target creature." and other permanent kinds (rule 701.7). */
export const destroy: EffectParser = {
  id: 'destroy',
  example: 'Destroy target creature.',
  parse(s) {
    const save = s.mark();
    if (!s.words('destroy')) return null;
    const what = target(s);
    if (!what) {
      s.reset(save);
      return null;
    }
    return { kind: 'destroy', what };
  },
};
