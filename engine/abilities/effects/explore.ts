import type { Effect } from '../../templates/card-template.js';
import { isObjectSubject } from '../grammar/subject.js';
import { verb, type EffectParser } from './effect-parser.js';

/**
 * 701.40a: "~ explores", "it explores", "Target creature you control explores.", "… then it explores again": the
 * permanent the actor names explores. Only a permanent explores, so the actor must name objects.
 */
export const explore: EffectParser = {
  id: 'explore',
  verbs: ['explores', 'explore'],
  example: 'It explores.',
  parse(s, actor) {
    if (actor === null || !isObjectSubject(actor)) return null;
    if (!verb(s, 'explore')) return null;
    // "then it explores again" is one more exploration, the same as the first.
    s.words('again');
    return [{ kind: 'explore', what: actor } satisfies Effect];
  },
};
