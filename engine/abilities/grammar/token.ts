import { COLOR_NAMES, type Color } from '../../mana/mana-symbol.js';
import type { CardType, Keyword, Supertype, TokenSpec } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { KEYWORD_NAMES } from '../keywords.js';
import { subtype } from './subtypes.js';

const PT = /(\d{1,2})\/(\d{1,2})/y;
const COLORS = Object.entries(COLOR_NAMES).map(([color, name]) => ({
  color: color as Color,
  name: name.toLowerCase(),
}));

/**
 * A creature token's description (111.1, 111.4): "1/1 white Soldier creature token", "2/2 black Zombie creature
 * tokens", "4/4 red Dragon creature token with flying", "1/1 colorless Thopter artifact creature token with
 * flying", "legendary 2/2 … named …" is left out. Tokens without power and toughness (Treasure, Clue) have
 * abilities of their own and are not read yet. Returns null without moving.
 */
export function tokenSpec(s: Scanner): TokenSpec | null {
  const save = s.mark();
  const supertypes: Supertype[] = s.words('legendary') ? ['legendary'] : [];
  const pt = s.regex(PT);
  if (!pt) {
    s.reset(save);
    return null;
  }
  const colors: Color[] = [];
  for (;;) {
    if (s.words('colorless')) break;
    const found = COLORS.find(({ name }) => s.words(name));
    if (!found) break;
    colors.push(found.color);
    if (!(s.words(', and') || s.words('and') || s.symbol(','))) break;
  }
  const subtypes: string[] = [];
  for (;;) {
    const named = subtype(s);
    if (!named) break;
    subtypes.push(named.subtype);
  }
  const types: CardType[] = [];
  if (s.words('artifact')) types.push('artifact');
  if (s.words('enchantment')) types.push('enchantment');
  if (!s.words('creature')) {
    s.expected("'creature token' after the token's color and creature types");
    s.reset(save);
    return null;
  }
  types.push('creature');
  if (!(s.words('tokens') || s.words('token'))) {
    s.expected("'token'");
    s.reset(save);
    return null;
  }
  const keywords: Keyword[] = [];
  const beforeWith = s.mark();
  if (s.words('with')) {
    for (;;) {
      const keyword = s.oneOf(KEYWORD_NAMES);
      if (!keyword) break;
      keywords.push(keyword);
      if (!(s.words(', and') || s.words('and') || s.symbol(','))) break;
    }
    if (keywords.length === 0) s.reset(beforeWith);
  }
  return {
    // 111.4: a token's name is its subtypes plus "Token".
    name: `${subtypes.join(' ')} Token`.trim(),
    power: Number(pt[1]),
    toughness: Number(pt[2]),
    colors,
    supertypes,
    types,
    subtypes,
    keywords,
  };
}
