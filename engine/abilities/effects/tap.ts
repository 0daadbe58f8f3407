import type { EffectParser } from './effect-parser.js';
import { target } from '../grammar/target.js';

/** "Tap target permanent." / "Tap target artifact, creature, or land." (rule 701.21). */
export const tap: EffectParser = {
  id: 'tap',
  example: 'Tap target creature.',
  parse(s) {
    const save = s.mark();
    if (!s.words('tap')) return null;
    const what = target(s);
    if (!what) {
      s.reset(save);
      return null;
    }
    return { kind: 'tap', what };
  },
};
