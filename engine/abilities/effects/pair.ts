import type { Subject } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { description } from '../grammar/description.js';
import { subject } from '../grammar/subject.js';
import type { EffectParser } from './effect-parser.js';

/**
 * "another unpaired creature you control": one creature the controller chooses as the ability resolves (608.2d), not
 * a target (115.1), other than the source.
 */
function anotherYouControl(s: Scanner): Subject | null {
  const save = s.mark();
  if (!s.words('another')) return null;
  const found = description(s);
  const yours = found?.qualities.some((q) => q.kind === 'controller' && q.who === 'you');
  if (!found || !yours || found.nouns.length !== 1 || found.nouns[0] !== 'creature') {
    s.reset(save);
    return null;
  }
  return { kind: 'chosen', description: { ...found, qualities: [...found.qualities, { kind: 'other' }] }, count: 1 };
}

/** "~", "it", "that creature": one creature named before. */
function named(s: Scanner): Subject | null {
  const save = s.mark();
  const found = subject(s);
  if (found?.kind === 'self' || (found?.kind === 'it' && !found.them)) return found;
  s.reset(save);
  return null;
}

/**
 * 702.95a (soulbond's sentences): "pair ~ with another unpaired creature you control", "pair that creature with ~".
 * Only "you" pair; the executor checks 702.95c and 702.95d as it resolves.
 */
export const pairEffect: EffectParser = {
  id: 'pair',
  example: 'Pair ~ with another unpaired creature you control.',
  verbs: ['pair'],
  parse(s, actor) {
    if (actor !== null && actor.kind !== 'you') return null;
    const save = s.mark();
    if (!s.words('pair')) return null;
    const what = named(s);
    const other = what && s.words('with') ? (named(s) ?? anotherYouControl(s)) : null;
    if (!what || !other) {
      s.expected("the two creatures to pair, such as '~ with another unpaired creature you control'");
      s.reset(save);
      return null;
    }
    return [{ kind: 'pair', what, with: other }];
  },
};
