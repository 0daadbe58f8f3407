import type { Subject } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { chosenSubject, isObjectSubject, subject } from '../grammar/subject.js';
import type { EffectParser } from './effect-parser.js';

/**
 * One object: "~", "it", "that creature", "target Equipment you control", "target creature you control", "a creature
 * you control" (chosen as it resolves, 608.2d). Not a group: one thing is attached to one object (701.3a).
 */
function oneObject(s: Scanner): Subject | null {
  const save = s.mark();
  const found = subject(s) ?? chosenSubject(s);
  if (found && isObjectSubject(found) && single(found)) return found;
  s.reset(save);
  return null;
}

function single(found: Subject): boolean {
  switch (found.kind) {
    case 'self':
    case 'attached':
      return true;
    case 'it':
      return !found.them;
    case 'target':
      return found.count === 1 && !found.upTo && found.min === undefined;
    case 'chosen':
      return found.count === 1;
    default:
      return false;
  }
}

/**
 * 701.3a: "Attach ~ to target creature you control.", "attach it to target creature you control" (in "When ~ enters
 * the battlefield, …", "it" is ~), "you may attach ~ to it" (the creature a trigger is about, or a token just
 * created), "Attach target Equipment you control to target creature you control.", "attach it to a creature you
 * control". What is attached is an Aura, Equipment or Fortification; 701.3b: nothing happens when it can't be
 * attached to that object (the executor checks). Only "you" attach.
 */
export const attachEffect: EffectParser = {
  id: 'attach',
  example: 'Attach ~ to target creature you control.',
  verbs: ['attach'],
  parse(s, actor) {
    if (actor !== null && actor.kind !== 'you') return null;
    const save = s.mark();
    if (!s.words('attach')) return null;
    const at = s.mark();
    const what = oneObject(s);
    if (!what) {
      s.expected("what to attach, such as '~' or 'target Equipment you control'", at);
      s.reset(save);
      return null;
    }
    const to = s.words('to') ? oneObject(s) : null;
    if (!to) {
      s.expected("what to attach it to, such as 'to target creature you control'");
      s.reset(save);
      return null;
    }
    return [{ kind: 'attach', what, to }];
  },
};
