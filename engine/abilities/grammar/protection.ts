import { COLOR_NAMES, type Color } from '../../mana/mana-symbol.js';
import type { CardType, Modification, Protection, Quality } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { subtype } from './subtypes.js';

const COLORS: readonly Color[] = ['W', 'U', 'B', 'R', 'G'];

/** Card types as protection names them (plural, 702.16a: "protection from creatures", "from instants"). */
const PLURAL_TYPES: Readonly<Record<string, CardType>> = {
  artifacts: 'artifact',
  creatures: 'creature',
  enchantments: 'enchantment',
  instants: 'instant',
  lands: 'land',
  planeswalkers: 'planeswalker',
  sorceries: 'sorcery',
};

/**
 * "protection from black", "protection from red and from white", "protection from creatures", "protection from
 * Dragons", "protection from multicolored", "protection from all colors", "protection from everything" (702.16a,
 * 702.16g, 702.16j). Only characteristics: "the color of your choice" and "the chosen color" are no quality of the
 * card, and are left to the caller's refusal. Returns null without moving when the text isn't one.
 */
export function protection(s: Scanner): Protection | null {
  const start = s.mark();
  if (!s.words('protection from')) return null;
  if (s.words('everything')) return { everything: true, qualities: [] };
  const qualities: Quality[] = [];
  for (;;) {
    const q = protectionQualities(s);
    if (!q) {
      if (qualities.length === 0) s.expected("a quality such as 'black', 'creatures' or 'everything'");
      s.reset(start);
      return null;
    }
    qualities.push(...q);
    // "protection from red and from white", "protection from artifacts and from all colors".
    const save = s.mark();
    if (s.words('and from') || s.words(', from') || s.words('or from')) continue;
    s.reset(save);
    return { everything: false, qualities };
  }
}

function protectionQualities(s: Scanner): Quality[] | null {
  const word = s.peekWord();
  for (const c of COLORS) {
    if (word === COLOR_NAMES[c].toLowerCase() && s.words(word)) return [{ kind: 'color', color: c, negated: false }];
  }
  if (word === 'all' && s.words('all colors')) return COLORS.map((color) => ({ kind: 'color', color, negated: false }));
  if ((word === 'multicolored' || word === 'monocolored') && s.words(word))
    return [{ kind: 'colorCount', count: word }];
  const type = PLURAL_TYPES[word];
  if (type && s.words(word)) return [{ kind: 'type', type, negated: false }];
  // "Dragons", "Demons", "Zombies": a plural subtype, capitalized as Oracle text writes it.
  const save = s.mark();
  const sub = subtype(s);
  if (sub && sub.type !== 'spell') return [{ kind: 'subtype', subtype: sub.subtype, negated: false }];
  s.reset(save);
  return null;
}

/**
 * A protection an effect or a static ability gives (702.16, layer 6 of 613.1f), after "gains"/"has": the printed
 * forms above, and
 * - "protection from the chosen color": the color the source's controller chose as it entered (614.12), or as the
 *   text resolved ("Choose a color. Creatures you control gain protection from the chosen color …", 608.2d); an
 *   effect keeps the color it saw as it began;
 * - `effect`: "protection from the color of your choice" / "… of its controller's choice" (chosen as the effect
 *   begins, 608.2d).
 * "protection from artifacts or from the color of your choice" (one of two, chosen) is not read.
 */
export function grantedProtection(
  s: Scanner,
  where: 'static' | 'effect',
): Extract<Modification, { kind: 'protection' }> | null {
  const start = s.mark();
  if (!s.words('protection from')) return null;
  if (s.peekWord() === 'the') {
    // In a resolving effect only after "Choose a color." (608.2d): nothing else chose one for a spell.
    if ((where === 'static' || s.colorChosenAt >= 0) && s.words('the chosen color')) {
      return { kind: 'protection', protection: { everything: false, qualities: [{ kind: 'chosen', what: 'color' }] } };
    }
    if (where === 'effect' && s.words('the color of')) {
      const ofChoice = s.words('your choice') ? 'you' : s.words("its controller's choice") ? 'itsController' : null;
      if (ofChoice !== null && !s.words('or from')) {
        return { kind: 'protection', protection: { everything: false, qualities: [] }, ofChoice };
      }
    }
    s.expected(where === 'static' ? "'the chosen color'" : "'the chosen color' or 'the color of your choice'");
    s.reset(start);
    return null;
  }
  s.reset(start);
  const printed = protection(s);
  return printed ? { kind: 'protection', protection: printed } : null;
}
