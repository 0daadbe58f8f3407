import type { Subject } from '../../templates/card-template.js';
import { subject } from '../grammar/subject.js';
import type { EffectParser } from './effect-parser.js';

/** What can be countered here: spells ("target spell", "target noncreature spell"), or "it" / "that spell". */
export function namesSpells(what: Subject): boolean {
  switch (what.kind) {
    case 'target':
    case 'each':
      return what.description.nouns.every((n) => n === 'spell');
    case 'it':
    case 'thatSpell':
      return true;
    default:
      return false;
  }
}

/**
 * 701.5: "Counter target spell.", "Counter target creature spell.", "Counter target instant or sorcery spell.",
 * "counter it". Abilities ("counter target activated ability") are not in the contract yet, and "unless its
 * controller pays {X}" is left for the sentence to refuse.
 */
export const counterSpell: EffectParser = {
  id: 'counter',
  verbs: ['counter'],
  example: 'Counter target spell.',
  parse(s, actor) {
    if (actor !== null && actor.kind !== 'you') return null;
    const save = s.mark();
    if (!s.words('counter')) return null;
    const at = s.mark();
    const what = subject(s);
    if (!what || !namesSpells(what)) {
      s.expected("what to counter, such as 'target spell' or 'target creature spell'", at);
      s.reset(save);
      return null;
    }
    return [{ kind: 'counter', what }];
  },
};
