import { COLOR_NAMES, type Color } from '../../mana/mana-symbol.js';
import type { CardType, Keyword, Layout, Supertype } from '../../templates/card-template.js';
import { KEYWORDS, PROTECTION } from '../../abilities/keywords.js';

/**
 * The words of the `.card` format with one-line explanations: the editor uses these for completion
 * and hovers, the parser for validation. A test keeps `CARD_KEYS` in step with the line handler registry.
 */
export interface Term<T extends string = string> {
  readonly word: T;
  readonly explanation: string;
}

export const CARD_KEYS: readonly (Term & { readonly example: string })[] = [
  { word: 'name', example: 'name Llanowar Elves', explanation: "The card's name; text may refer to it as ~." },
  {
    word: 'cost',
    example: 'cost {2}{W}{W}',
    explanation: 'Mana cost: {1} {W} {U} {B} {R} {G} {C} {S} {X} {B/R} {2/W} {W/P}.',
  },
  {
    word: 'color',
    example: 'color green',
    explanation: "Color indicator: overrides the colors that come from the cost (rule 202.2). 'color white blue'.",
  },
  { word: 'super', example: 'super legendary', explanation: 'Supertypes: basic, legendary, snow, world, ongoing.' },
  {
    word: 'type',
    example: 'type creature - elf druid',
    explanation: "One card type and its subtypes after a dash; several 'type' lines make a Land Creature.",
  },
  { word: 'pt', example: 'pt 2/2', explanation: "Power and toughness: '1/1', '*/*', '1+*/2'." },
  { word: 'loyalty', example: 'loyalty 3', explanation: "A planeswalker's starting loyalty." },
  { word: 'text', example: 'text {T}: Add {G}.', explanation: 'One rules ability per line; ~ means this card.' },
  {
    word: 'apply',
    example: 'apply enters-tapped',
    explanation: 'Attach a registered, named implementation for an ability no parser understands.',
  },
  {
    word: 'layout',
    example: 'layout split',
    explanation:
      'How the faces of a multi-face card relate: split, flip, transform, modal_dfc, adventure, aftermath, meld.',
  },
  { word: 'face', example: 'face Ice', explanation: 'Starts the next face of a multi-face card; its keys follow.' },
];

export const SUPERTYPES: readonly Term<Supertype>[] = [
  { word: 'basic', explanation: 'Basic lands: any number may be in a deck (rule 205.4c).' },
  { word: 'legendary', explanation: 'The "legend rule": you keep only one with the same name (rule 704.5j).' },
  { word: 'snow', explanation: 'Snow permanents produce mana spent on {S} costs (rule 205.4g).' },
  { word: 'world', explanation: 'Only one world permanent stays on the battlefield (rule 704.5k).' },
  { word: 'ongoing', explanation: 'An Archenemy scheme that stays in play (rules 205.4h, 313.6).' },
];

export const CARD_TYPES: readonly Term<CardType>[] = [
  { word: 'artifact', explanation: 'A permanent; may be a creature too (rule 301).' },
  {
    word: 'battle',
    explanation: 'A permanent with defense that players attack (not yet in the Comprehensive Rules this tool follows).',
  },
  { word: 'conspiracy', explanation: 'A draft-matters card that starts in the command zone (rule 905).' },
  { word: 'creature', explanation: 'A permanent that can attack and block; needs pt (rule 302).' },
  { word: 'dungeon', explanation: 'A card you venture into (rule 309).' },
  { word: 'enchantment', explanation: 'A permanent, often an Aura (rule 303).' },
  { word: 'instant', explanation: 'A spell you may cast any time you have priority (rule 304).' },
  { word: 'kindred', explanation: 'Lets a non-creature card have creature types (rule 308).' },
  { word: 'land', explanation: 'Played, not cast, once a turn; basic land types give mana (rule 305).' },
  { word: 'phenomenon', explanation: 'A Planechase card (rule 311).' },
  { word: 'plane', explanation: 'A Planechase card (rule 310).' },
  { word: 'planeswalker', explanation: 'A permanent with loyalty abilities (rule 306).' },
  { word: 'scheme', explanation: 'An Archenemy card (rule 313).' },
  { word: 'sorcery', explanation: 'A spell cast in your main phase on an empty stack (rule 307).' },
  { word: 'tribal', explanation: 'The older name of kindred (rule 308).' },
  { word: 'vanguard', explanation: 'A Vanguard card (rule 312).' },
];

/** The five basic land types and the mana each one's ability adds (rule 305.6). */
export const BASIC_LAND_TYPES: readonly { readonly word: string; readonly color: Color }[] = [
  { word: 'Plains', color: 'W' },
  { word: 'Island', color: 'U' },
  { word: 'Swamp', color: 'B' },
  { word: 'Mountain', color: 'R' },
  { word: 'Forest', color: 'G' },
];

/** Common subtypes for completion; any word is accepted as a subtype. */
export const COMMON_SUBTYPES: readonly Term[] = [
  ...BASIC_LAND_TYPES.map((t) => ({
    word: t.word,
    explanation: `Basic land type: has "{T}: Add {${t.color}}." (rule 305.6).`,
  })),
  { word: 'Gate', explanation: 'Land type.' },
  { word: 'Aura', explanation: 'Enchantment type: attaches to what it enchants (rule 303.4).' },
  { word: 'Equipment', explanation: 'Artifact type: attaches to a creature (rule 301.5).' },
  { word: 'Vehicle', explanation: 'Artifact type: crew it to make it a creature (rule 301.7).' },
  { word: 'Arcane', explanation: 'Spell type (rule 205.3k).' },
  { word: 'Trap', explanation: 'Spell type (rule 205.3k).' },
  ...[
    'Angel',
    'Beast',
    'Bird',
    'Cleric',
    'Dragon',
    'Druid',
    'Dryad',
    'Dwarf',
    'Elemental',
    'Elf',
    'Giant',
    'Goblin',
    'Human',
    'Knight',
    'Merfolk',
    'Rogue',
    'Skeleton',
    'Soldier',
    'Spider',
    'Spirit',
    'Thopter',
    'Vampire',
    'Wall',
    'Warrior',
    'Wizard',
    'Zombie',
  ].map((word) => ({ word, explanation: 'Creature type.' })),
];

export const COLOR_WORDS: readonly Term<string>[] = (Object.entries(COLOR_NAMES) as [Color, string][]).map(
  ([letter, name]) => ({ word: name, explanation: `The color ${name} ({${letter}}).` }),
);

export const LAYOUTS: readonly Term<Layout>[] = [
  { word: 'normal', explanation: 'One face.' },
  { word: 'split', explanation: 'Two halves side by side, each castable (rule 709).' },
  { word: 'flip', explanation: 'Flip cards: the second face is upside down (rule 710).' },
  { word: 'transform', explanation: 'Double-faced card that transforms (rule 712).' },
  { word: 'modal_dfc', explanation: 'Modal double-faced card: cast either face (rule 712).' },
  { word: 'adventure', explanation: 'A creature with an Adventure spell (rule 715).' },
  { word: 'aftermath', explanation: 'Split card whose second half is cast from the graveyard (rule 702.127).' },
  { word: 'meld', explanation: 'Two cards that meld into one (rule 712.4).' },
];

/** The keywords, then "protection from", a keyword with a quality ("protection from black", 702.16). */
export const KEYWORD_TERMS: readonly Term<Keyword | 'protection from'>[] = [
  ...KEYWORDS.map((k) => ({ word: k.keyword, explanation: `${k.explanation} (rule ${k.rule})` })),
  { word: 'protection from', explanation: `${PROTECTION.explanation} (rule ${PROTECTION.rule})` },
];

/** Map a color word (or its letter) to a Color. */
export function colorFromWord(word: string): Color | null {
  const w = word.toLowerCase();
  for (const [letter, name] of Object.entries(COLOR_NAMES) as [Color, string][]) {
    if (w === name || w === letter.toLowerCase()) return letter;
  }
  return null;
}

/** Mana symbols for completion in `cost` lines and ability text (rule 107.4). */
export const MANA_SYMBOL_TERMS: readonly Term[] = [
  { word: '{1}', explanation: 'Generic mana: any type of mana can pay it (any number works: {0}, {2}, {10}).' },
  ...(Object.entries(COLOR_NAMES) as [Color, string][]).map(([letter, name]) => ({
    word: `{${letter}}`,
    explanation: `One ${name} mana.`,
  })),
  { word: '{C}', explanation: 'One colorless mana (not generic: only colorless mana pays it).' },
  { word: '{S}', explanation: 'One mana from a snow source.' },
  { word: '{X}', explanation: 'A number chosen when the cost is paid; counts 0 for mana value.' },
  { word: '{W/U}', explanation: 'Hybrid: pay either color (also {U/B}, {B/R}, {R/G}, {G/W}, {W/B}, ...).' },
  { word: '{2/W}', explanation: 'Two-brid: pay {2} or {W}; counts 2 for mana value.' },
  { word: '{W/P}', explanation: 'Phyrexian: pay {W} or 2 life.' },
  { word: '{T}', explanation: 'Tap this permanent (in an ability cost).' },
  { word: '{Q}', explanation: 'Untap this permanent (in an ability cost).' },
];
