import type { Description, PreventionParty, Quality, StaticPrevention } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { description } from './description.js';
import { joinedBy } from './words.js';

/** A damage event as a replacement or prevention effect watches it (614.1a, 615): which damage, to whom, by what. */
export type WatchedDamage = Pick<StaticPrevention, 'damage' | 'to' | 'by'>;

/**
 * The damage event of "If … would …, …" (614.1a, 615), after "if":
 * - "a source [an opponent controls] would deal [combat | noncombat] damage [to P [or P]]" ("a source you control",
 *   "a creature", "a spell", "~")
 * - "[combat] damage would be dealt to P [or P]"
 * - "~ would be dealt [combat] damage"
 * where P is "you", "~", or "a/an/another" and a description ("an opponent", "a permanent or
 * player", "a creature you control", "another Dinosaur you control"). Null without moving when it isn't one.
 */
export function watchedDamage(s: Scanner): WatchedDamage | null {
  const save = s.mark();
  const word = s.peekWord();
  if (word === 'damage' || word === 'combat' || word === 'noncombat') {
    const damage = kindOf(s);
    if (s.words('damage would be dealt to')) {
      const to = parties(s);
      if (to) return { damage, to, by: null };
    }
    s.reset(save);
    return null;
  }
  const by = party(s);
  if (!by) return null;
  if (by.kind === 'self' && s.words('would be dealt')) {
    const damage = kindOf(s);
    if (s.words('damage')) return { damage, to: [by], by: null };
    s.reset(save);
    return null;
  }
  if (by.kind === 'you' || !s.words('would deal')) {
    s.reset(save);
    return null;
  }
  const damage = kindOf(s);
  if (!s.words('damage')) {
    s.reset(save);
    return null;
  }
  if (!s.words('to')) return { damage, to: null, by: [by] };
  const to = parties(s);
  if (!to) {
    s.reset(save);
    return null;
  }
  return { damage, to, by: [by] };
}

function kindOf(s: Scanner): WatchedDamage['damage'] {
  return s.words('combat') ? 'combat' : s.words('noncombat') ? 'noncombat' : 'all';
}

/** "you or a creature you control", "a permanent or player". */
function parties(s: Scanner): PreventionParty[] | null {
  return joinedBy(s, 'or', party);
}

const OTHER: Quality = { kind: 'other' };

/** One party of a damage event: "you", "~", "a source you control", "another Dinosaur you control". */
function party(s: Scanner): PreventionParty | null {
  const word = s.peekWord();
  if (word === 'you') return s.words('you') ? { kind: 'you' } : null;
  if (word === '') return s.symbol('~') ? { kind: 'self' } : null;
  if (word !== 'a' && word !== 'an' && word !== 'another') return null;
  const save = s.mark();
  s.words(word);
  const found = description(s);
  if (!found) {
    s.reset(save);
    return null;
  }
  const described: Description = word === 'another' ? { ...found, qualities: [...found.qualities, OTHER] } : found;
  return { kind: 'each', description: described };
}
