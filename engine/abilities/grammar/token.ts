import { COLOR_NAMES, type Color } from '../../mana/mana-symbol.js';
import type { Ability, CardType, Keyword, Supertype, TokenSpec } from '../../templates/card-template.js';
import { Scanner } from '../../text/scanner.js';
import { KEYWORD_NAMES } from '../keywords.js';
import { atQuote, quotedAbilities, quotedAbility, type QuotedAbilityRules } from './quoted-ability.js';
import { subtype } from './subtypes.js';

const PT = /(\d{1,2})\/(\d{1,2})/y;
const COLORS = Object.entries(COLOR_NAMES).map(([color, name]) => ({
  color: color as Color,
  name: name.toLowerCase(),
}));

/**
 * 111.10: tokens the rules define by name, created by "Create a Food token." (reminder text aside) or by a keyword
 * action (investigate, 701.36a: a Clue). Their abilities are read by the grammar from these texts, once, when first
 * asked for (reading them as the module loads would run the parsers before they are all defined).
 */
const PREDEFINED: Readonly<Record<string, string>> = {
  Treasure: '{T}, Sacrifice ~: Add one mana of any color.',
  Food: '{2}, {T}, Sacrifice ~: You gain 3 life.',
  Clue: '{2}, Sacrifice ~: Draw a card.',
};
const predefined = new Map<string, TokenSpec | null>();

/** The predefined artifact token named `name` (111.10), or null when the rules define none by that name. */
export function predefinedToken(name: string): TokenSpec | null {
  let known = predefined.get(name);
  if (known === undefined) {
    const text = PREDEFINED[name];
    const ability = text === undefined ? null : quotedAbility(new Scanner(`"${text}"`), TOKEN_ABILITY);
    known = ability && {
      name: `${name} Token`,
      // Not a creature: no power and toughness (208.3); tokenTemplate leaves them out.
      power: 0,
      toughness: 0,
      colors: [],
      supertypes: [],
      types: ['artifact'],
      subtypes: [name],
      keywords: [],
      abilities: [ability],
    };
    predefined.set(name, known);
  }
  return known;
}

/** 111.4: a quoted ability the token has; `~` in it (the card text's "this artifact", "this creature") is the token. */
const TOKEN_ABILITY: QuotedAbilityRules = {
  what: "the token's ability",
  selfWord: null,
  tildeProblem: null,
  accepts: (ability) => ability.kind === 'activated' || ability.kind === 'triggered' || ability.kind === 'static',
  refusal: 'an ability in quotes, as in "{T}, Sacrifice ~: Add one mana of any color." (111.4)',
};

/**
 * A token's description (111.1, 111.4): "1/1 white Soldier creature token", "2/2 black Zombie creature tokens",
 * "4/4 red Dragon creature token with flying", "1/1 colorless Thopter artifact creature token with flying", "a
 * colorless Treasure artifact token with "{T}, Sacrifice ~: Add one mana of any color."" (abilities in quotes), and
 * the predefined "Food token", "Clue token", "Treasure token" (111.10). "legendary 2/2 … named …" is left out.
 * Returns null without moving.
 */
export function tokenSpec(s: Scanner): TokenSpec | null {
  const save = s.mark();
  const named = predefinedNamed(s);
  if (named) return named;
  const supertypes: Supertype[] = s.words('legendary') ? ['legendary'] : [];
  const pt = s.regex(PT);
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
  // 208.3: a creature token has power and toughness; one without ("Treasure artifact token") is no creature.
  if (pt ? !s.words('creature') : types.length === 0 || subtypes.length === 0) {
    s.expected(
      pt
        ? "'creature token' after the token's color and creature types"
        : "a token, as in '1/1 white Soldier creature token'",
    );
    s.reset(save);
    return null;
  }
  if (pt) types.push('creature');
  if (!(s.words('tokens') || s.words('token'))) {
    s.expected("'token'");
    s.reset(save);
    return null;
  }
  const { keywords, abilities } = tokenAbilities(s);
  // A token with no power and toughness and no abilities of its own would do nothing the text means.
  if (!pt && abilities.length === 0) {
    s.expected("the token's abilities in quotes, as in 'with \"{T}, Sacrifice ~: Add one mana of any color.\"'");
    s.reset(save);
    return null;
  }
  return {
    // 111.4: a token's name is its subtypes plus "Token".
    name: `${subtypes.join(' ')} Token`.trim(),
    power: pt ? Number(pt[1]) : 0,
    toughness: pt ? Number(pt[2]) : 0,
    colors,
    supertypes,
    types,
    subtypes,
    keywords,
    ...(abilities.length > 0 ? { abilities } : {}),
  };
}

/** "with flying and haste", "with "…" [and "…"]": the token's abilities (none: unmoved). */
function tokenAbilities(s: Scanner): TokenAbilities {
  const beforeWith = s.mark();
  if (!s.words('with')) return { keywords: [], abilities: [] };
  const found = tokenAbilityList(s);
  if (found.keywords.length === 0 && found.abilities.length === 0) s.reset(beforeWith);
  return found;
}

export interface TokenAbilities {
  readonly keywords: Keyword[];
  readonly abilities: Ability[];
}

/**
 * Abilities a token is created with, after "with" or "It has": keywords ("flying and haste") or quoted abilities
 * ('"Sacrifice ~: Add {C}."'); both empty when neither comes next.
 */
export function tokenAbilityList(s: Scanner): TokenAbilities {
  const keywords: Keyword[] = [];
  if (atQuote(s)) return { keywords, abilities: quotedAbilities(s, TOKEN_ABILITY) ?? [] };
  for (;;) {
    const keyword = s.oneOf(KEYWORD_NAMES);
    if (!keyword) break;
    keywords.push(keyword);
    if (!(s.words(', and') || s.words('and') || s.symbol(','))) break;
  }
  return { keywords, abilities: [] };
}

/** "Food token", "Treasure tokens": a predefined token (111.10) named alone; unmoved and null otherwise. */
function predefinedNamed(s: Scanner): TokenSpec | null {
  const save = s.mark();
  const word = s.peekWord();
  const name = `${word.charAt(0).toUpperCase()}${word.slice(1).toLowerCase()}`;
  if (PREDEFINED[name] === undefined || !s.words(word)) return null;
  if (s.words('tokens') || s.words('token')) {
    const token = predefinedToken(name);
    if (token) return token;
  }
  s.reset(save);
  return null;
}
