import { COLOR_NAMES, type Color } from '../../mana/mana-symbol.js';
import type { CardType, Protection, Quality } from '../../templates/card-template.js';
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
