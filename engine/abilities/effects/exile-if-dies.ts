import type { Effect } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { description } from '../grammar/description.js';
import { subject } from '../grammar/subject.js';

/**
 * 614.1a, 700.4: "If that creature would die this turn, exile it instead." ("that creature [or planeswalker]", "it":
 * the permanent the text named before), "If a creature dealt damage this way would die this turn, exile it instead."
 * ("a permanent …": those the resolution dealt damage to). Null, unmoved, when this is no such sentence, or when no
 * effect came before it to name anything.
 */
export function exileIfDiesSentence(s: Scanner, before: readonly Effect[]): Effect | null {
  if (before.length === 0 || s.peekWord() !== 'if') return null;
  const save = s.mark();
  s.words('if');
  let found: Effect | null = null;
  if (s.words('a') || s.words('an')) {
    const what = description(s);
    if (what && s.words('dealt damage this way')) found = { kind: 'exileIfDies', what: null, dealtDamageThisWay: what };
  } else {
    const what = subject(s);
    if (what?.kind === 'it') {
      s.words('or planeswalker');
      found = { kind: 'exileIfDies', what, dealtDamageThisWay: null };
    }
  }
  if (!found || !s.words('would die this turn, exile it instead')) {
    s.reset(save);
    return null;
  }
  return found;
}
