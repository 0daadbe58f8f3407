import type { Description, ManaUse } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { description } from './description.js';

/**
 * 106.6: ". Spend this mana only to cast creature spells", "… to cast an instant or sorcery spell", "… to cast artifact
 * spells or activate abilities of artifacts", "… to activate abilities": the sentence after "Add …" that restricts
 * what the mana may pay for. Reads from the period before it up to (not including) its own period, so the effect it
 * follows takes it; null, unmoved, when none follows.
 */
export function spendOnly(s: Scanner): ManaUse[] | null {
  if (s.peekCode() !== 46 /* . */) return null;
  const save = s.mark();
  s.symbol('.');
  if (s.peekWord() !== 'spend' || !s.words('spend this mana only to')) {
    s.reset(save);
    return null;
  }
  const uses: ManaUse[] = [];
  for (;;) {
    const use = manaUse(s);
    if (!use) {
      s.expected("what the mana may pay for, such as 'cast creature spells' or 'activate abilities of artifacts'");
      s.reset(save);
      return null;
    }
    uses.push(use);
    // "to cast X spells, Y spells, or activate …": the last alternative after "or"; "to" may be repeated.
    if (!(s.words(', or') || s.words('or') || s.symbol(','))) return uses;
    s.words('to');
  }
}

/** "cast creature spells", "cast a Dragon creature spell", "activate abilities of Myr", "activate abilities". */
function manaUse(s: Scanner): ManaUse | null {
  const save = s.mark();
  if (s.words('cast')) {
    if (!s.words('an')) s.words('a');
    const spells = description(s);
    if (spells && isSpells(spells)) return { kind: 'cast', spells };
  } else if (s.words('activate abilities') || s.words('activate an ability')) {
    if (!s.words('of')) return { kind: 'activate', of: null };
    if (!s.words('an')) s.words('a');
    const of = description(s);
    if (of && !of.nouns.includes('spell') && !of.nouns.includes('player')) return { kind: 'activate', of };
  }
  s.reset(save);
  return null;
}

/**
 * Spells only, with qualities a spell has as it is cast: "of the chosen type" needs a choice this reading doesn't
 * make, so it is refused.
 */
function isSpells(d: Description): boolean {
  return d.nouns.length === 1 && d.nouns[0] === 'spell' && !d.qualities.some((q) => q.kind === 'chosen');
}
