import type { EffectParser } from './effect-parser.js';
import { self, target } from '../grammar/target.js';

/** "Regenerate ~." or "Regenerate target creature." (rule 701.15). */
export const regenerate: EffectParser = {
  id: 'regenerate',
  example: 'Regenerate ~.',
  parse(s) {
    const save = s.mark();
    if (!s.words('regenerate')) return null;
    if (self(s)) return { kind: 'regenerate', what: { kind: 'self' } };
    const what = target(s);
    if (!what) {
      s.reset(save);
      return null;
    }
    return { kind: 'regenerate', what };
  },
};
