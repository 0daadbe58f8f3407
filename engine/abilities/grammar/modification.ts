import { COLOR_NAMES, type Color } from '../../mana/mana-symbol.js';
import { someNode } from '../../templates/some-node.js';
import {
  CARD_TYPE_NAMES,
  type Amount,
  type CardType,
  type Ability,
  type GrantedAbility,
  type Keyword,
  type Modification,
} from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { KEYWORD_NAMES } from '../keywords.js';
import { isBoardAmount } from '../../templates/board-amount.js';
import { amount, amountExpression } from './amount.js';
import { grantedProtection } from './protection.js';
import { atQuote, quotedAbilities, type QuotedAbilityRules } from './quoted-ability.js';
import { subtype } from './subtypes.js';

/**
 * Modifications a continuous effect makes, beyond "gets +N/+N" and "gains/has <keyword>" (613.1): the phrases both
 * static abilities ("Enchanted creature has base power and toughness 0/2.") and resolving effects ("~ becomes a 3/3
 * Elemental creature until end of turn.") use. Each returns null without moving when its words aren't there.
 */

const PT = /(\d{1,3})\/(\d{1,3})(?![\w/])/y;

/** Layer 7b (613.4b): "has base power and toughness 0/2", "have base power and toughness 3/3". */
export function basePT(s: Scanner): Modification | null {
  const save = s.mark();
  if (!(s.words('has base power and toughness') || s.words('have base power and toughness'))) return null;
  const m = s.regex(PT);
  if (!m) {
    s.expected("a power and toughness such as '0/2'");
    s.reset(save);
    return null;
  }
  return setPT(Number(m[1]), Number(m[2]));
}

/** Layer 7b (613.4b): base power and toughness set to fixed numbers. */
export function setPT(power: number, toughness: number): Extract<Modification, { kind: 'setPT' }> {
  return {
    kind: 'setPT',
    layer: '7b',
    power: { kind: 'fixed', value: power },
    toughness: { kind: 'fixed', value: toughness },
    plus: 0,
  };
}

/** Layer 6 (613.1f): "loses flying", "lose defender and flying", "loses all abilities". */
export function loses(s: Scanner): Modification | null {
  const save = s.mark();
  if (!(s.words('loses') || s.words('lose'))) return null;
  if (s.words('all abilities')) return { kind: 'loseAllAbilities' };
  const keywords = keywordList(s);
  if (keywords.length === 0) {
    s.expected("a keyword such as 'flying', or 'all abilities'");
    s.reset(save);
    return null;
  }
  return { kind: 'removeKeywords', keywords };
}

/** "flying", "flying and first strike", "flying, first strike, and trample". */
export function keywordList(s: Scanner): Keyword[] {
  const found: Keyword[] = [];
  for (;;) {
    const before = s.mark();
    if (found.length > 0 && !(s.words(', and') || s.words('and') || s.symbol(','))) break;
    const k = s.oneOf(KEYWORD_NAMES);
    if (!k) {
      s.reset(before);
      break;
    }
    found.push(k);
  }
  return found;
}

/**
 * What follows "gains"/"has" (613.1f), in this order, each after "and" when another came first: keywords, a granted
 * protection (702.16), quoted activated or triggered abilities ("flying and protection from green and from white",
 * "flying and "{T}: ~ deals 1 damage to any target."", ""At the beginning of your upkeep, …""). Empty when none is
 * there.
 */
export function abilitiesGained(s: Scanner, where: 'static' | 'effect'): Modification[] {
  const keywords = keywordList(s);
  const out: Modification[] = keywords.length > 0 ? [{ kind: 'addKeywords', keywords }] : [];
  // Each further part follows "and" when something came before it; a part that isn't there gives the "and" back.
  const part = (read: () => Modification | null): void => {
    const save = s.mark();
    if (out.length > 0 && !(s.words(', and') || s.words('and'))) return;
    const found = read();
    if (found) out.push(found);
    else s.reset(save);
  };
  part(() => grantedProtection(s, where));
  part(() => grantedAbilities(s));
  return out;
}

/** 613.1f: what an effect may give: an activated or a triggered ability that works on the battlefield. */
const GRANTED_ABILITY: QuotedAbilityRules = {
  what: 'the ability it gains',
  // "this creature" in the quote was read as `~` with the card's own text: the object that has it (201.5).
  selfWord: null,
  tildeProblem: null,
  accepts: (ability) =>
    (ability.kind === 'activated' || ability.kind === 'triggered') &&
    ability.zone === undefined &&
    !attachesSelf(ability),
  refusal: 'an activated or triggered ability in quotes, as in "{T}: ~ deals 1 damage to any target." (613.1f)',
};

/**
 * Whether a quoted ability attaches `~` (701.3a) anywhere in its effects. In a quote `~` is the object that has the
 * ability, but an Aura's "attach ~" there names the Aura itself ("Enchanted permanent has "… sacrifice this permanent
 * and attach Nettlevine Blight to …""), which the quote can't tell apart: refused.
 */
function attachesSelf(value: unknown): boolean {
  return someNode(value, (node) => {
    const what = node['kind'] === 'attach' ? node['what'] : null;
    return typeof what === 'object' && what !== null && 'kind' in what && what.kind === 'self';
  });
}

/** ""{T}: …"", ""…" and "…"": one or more quoted abilities an object gains (613.1f); null when none is there. */
function grantedAbilities(s: Scanner): Modification | null {
  if (!atQuote(s)) return null;
  const abilities = quotedAbilities(s, GRANTED_ABILITY);
  // GRANTED_ABILITY accepts only activated and triggered abilities; the check narrows the type.
  if (!abilities?.every(isGranted)) return null;
  return { kind: 'addAbilities', abilities };
}

function isGranted(ability: Ability): ability is GrantedAbility {
  return ability.kind === 'activated' || ability.kind === 'triggered';
}

const COLOR_BY_WORD: ReadonlyMap<string, Color> = new Map(
  Object.entries(COLOR_NAMES).map(([color, name]) => [name, color as Color]),
);
const CARD_TYPES: ReadonlySet<string> = new Set(CARD_TYPE_NAMES);

/**
 * What "becomes a …" / "is a …" names (205.1, 105.3): "3/3 red Elemental creature with haste", "blue and red
 * Dragon", "Swamp", "black Zombie", "artifact creature". The modifications in layer order: types (4), colors (5),
 * keywords (6), base power and toughness (7b), then any "with base power and toughness N/N".
 */
export function becomesPhrase(s: Scanner, add: boolean): Modification[] | null {
  const save = s.mark();
  if (!(s.words('an') || s.words('a'))) {
    // "becomes red", "becomes black and green": colors only.
    const colors = colorList(s);
    if (colors.length === 0) return null;
    return [{ kind: 'colors', add, colors }];
  }
  const pt = s.regex(PT);
  const colors = colorList(s);
  const subtypes: string[] = [];
  const types: CardType[] = [];
  for (;;) {
    const word = s.peekWord();
    if (CARD_TYPES.has(word)) {
      s.words(word);
      types.push(word as CardType);
      continue;
    }
    const found = types.length === 0 ? subtype(s) : null;
    if (!found) break;
    subtypes.push(found.subtype);
  }
  if (types.length === 0 && subtypes.length === 0) {
    s.reset(save);
    return null;
  }
  const out: Modification[] = [{ kind: 'types', add, types, subtypes }];
  if (colors.length > 0) out.push({ kind: 'colors', add: false, colors });
  if (s.words('with base power and toughness')) {
    const base = s.regex(PT);
    if (!base || pt) {
      s.reset(save);
      return null;
    }
    out.push(setPT(Number(base[1]), Number(base[2])));
  } else if (pt) {
    out.push(setPT(Number(pt[1]), Number(pt[2])));
  }
  const save2 = s.mark();
  if (s.words('with')) {
    const keywords = keywordList(s);
    if (keywords.length > 0) out.push({ kind: 'addKeywords', keywords });
    else s.reset(save2);
  }
  return out;
}

/**
 * 205.1b: "that's still a land", "that's still a planeswalker" after what it becomes: it keeps all its prior card
 * types, subtypes and supertypes, so the new ones are added (`types` with `add`).
 */
export function thatsStillA(s: Scanner, modifications: Modification[]): Modification[] {
  if (!modifications.some((m) => m.kind === 'types' && !m.add)) return modifications;
  const save = s.mark();
  if (s.words("that's still a") || s.words('that is still a')) {
    const type = s.oneOf(['land', 'planeswalker', 'artifact', 'enchantment', 'creature'] as const);
    if (type) return modifications.map((m) => (m.kind === 'types' ? { ...m, add: true } : m));
  }
  s.reset(save);
  return modifications;
}

/** "red", "blue and red", "white and black". */
function colorList(s: Scanner): Color[] {
  const out: Color[] = [];
  for (;;) {
    const before = s.mark();
    if (out.length > 0 && !s.words('and')) break;
    const color = COLOR_BY_WORD.get(s.peekWord());
    if (!color) {
      s.reset(before);
      break;
    }
    s.words(s.peekWord());
    out.push(color);
  }
  return out;
}

/**
 * Characteristic-defining abilities (604.3, 613.4a): "~'s power and toughness are each equal to the number of
 * creatures you control", "… each equal to 1 plus the number of lands you control", "~'s power is equal to the
 * number of cards in your hand". Reads the words after "~'s".
 */
export function definingPT(s: Scanner): Modification | null {
  const save = s.mark();
  let which: 'both' | 'power' | 'toughness';
  if (s.words('power and toughness are each equal to')) which = 'both';
  else if (s.words('power is equal to')) which = 'power';
  else if (s.words('toughness is equal to')) which = 'toughness';
  else return null;
  let plus = 0;
  const before = s.mark();
  const n = amount(s);
  if (n && n.kind === 'fixed' && s.words('plus')) plus = n.value;
  else s.reset(before);
  // Only what the board alone tells can be worked out continuously (611.3a): "the number of …", "your devotion to
  // red" (700.5), "the number of creatures in your party" (700.8), "your life total".
  const value: Amount | null = amountExpression(s, () => null);
  if (!value || value.kind === 'fixed' || !isBoardAmount(value)) {
    s.expected("'the number of' and what to count, such as 'creatures you control'");
    s.reset(save);
    return null;
  }
  return {
    kind: 'setPT',
    layer: '7a',
    power: which === 'toughness' ? null : value,
    toughness: which === 'power' ? null : value,
    plus,
  };
}
