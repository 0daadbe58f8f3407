import type { Amount, Effect } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { forEach } from '../grammar/amount.js';
import { subject } from '../grammar/subject.js';
import { namesSpells } from './counter-spell.js';
import type { EffectParser } from './effect-parser.js';

/** "twice", "three times", "for each spell cast before it this turn" after "copy …"; once without them. */
function howManyCopies(s: Scanner): Amount {
  if (s.words('twice')) return { kind: 'fixed', value: 2 };
  if (s.words('three times')) return { kind: 'fixed', value: 3 };
  return forEach(s, { kind: 'fixed', value: 1 }) ?? { kind: 'fixed', value: 1 };
}

/**
 * 707.10: "Copy target instant or sorcery spell.", "copy target instant or sorcery spell you control with converted
 * mana cost 4 or less", "copy it", "copy that spell twice", storm's "copy it for each spell cast before it this turn"
 * (702.40a). "You may choose new targets for the copy." is the next sentence's (`newTargetsSentence`). Only spells:
 * "copy target activated ability" is not read.
 */
export const copySpell: EffectParser = {
  id: 'copySpell',
  verbs: ['copy'],
  example: 'Copy target instant or sorcery spell.',
  parse(s, actor) {
    if (actor !== null && actor.kind !== 'you') return null;
    const save = s.mark();
    if (!s.words('copy')) return null;
    const at = s.mark();
    const what = subject(s);
    if (!what || !namesSpells(what)) {
      s.expected("what to copy, such as 'target instant or sorcery spell' or 'it'", at);
      s.reset(save);
      return null;
    }
    return [{ kind: 'copySpell', what, amount: howManyCopies(s), newTargets: false }];
  },
};

/**
 * 707.10c: "You may choose new targets for the copy.", "… for the copies", "… for that copy", "You may choose a new
 * target for the copy.": the copies the sentence before made (its last effect, or the last effect of its "you may
 * …") may get new targets. Returns whether it read such a sentence (and marked the copy); unmoved otherwise.
 */
export function newTargetsSentence(s: Scanner, effects: Effect[]): boolean {
  if (s.peekWord() !== 'you') return false;
  const at = effects.length - 1;
  const last = effects[at];
  const copy = last?.kind === 'copySpell' ? last : last?.kind === 'optional' ? last.effects.at(-1) : undefined;
  if (!last || copy?.kind !== 'copySpell') return false;
  const save = s.mark();
  if (!s.words('you may choose') || !(s.words('new targets') || s.words('a new target'))) {
    s.reset(save);
    return false;
  }
  if (!(s.words('for the copy') || s.words('for the copies') || s.words('for that copy'))) {
    s.expected("'for the copy' or 'for the copies'");
    s.reset(save);
    return false;
  }
  const marked: Effect = { ...copy, newTargets: true };
  effects[at] = last.kind === 'optional' ? { ...last, effects: [...last.effects.slice(0, -1), marked] } : marked;
  return true;
}
