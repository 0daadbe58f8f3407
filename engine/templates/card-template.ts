import type { Color, ManaCost } from '../mana/mana-symbol.js';

/**
 * CardTemplate: the one uniform output of every card format. Plain, JSON-serializable data
 * (no classes, no functions, no undefined), so it can be zipped into packs, sent over IPC and
 * compared with toEqual. The same input always gives the same template.
 */

/** Supertypes (rule 205.4a). */
export const SUPERTYPE_NAMES = ['basic', 'legendary', 'ongoing', 'snow', 'world'] as const;
export type Supertype = (typeof SUPERTYPE_NAMES)[number];

/** Card types (rule 205.2a). */
export const CARD_TYPE_NAMES = [
  'artifact',
  'battle',
  'conspiracy',
  'creature',
  'dungeon',
  'enchantment',
  'instant',
  'kindred',
  'land',
  'phenomenon',
  'plane',
  'planeswalker',
  'scheme',
  'sorcery',
  'tribal',
  'vanguard',
] as const;
export type CardType = (typeof CARD_TYPE_NAMES)[number];

/** How the faces of a multi-face card relate (rule 708-712). */
export type Layout = 'normal' | 'split' | 'flip' | 'transform' | 'modal_dfc' | 'adventure' | 'aftermath' | 'meld';

/** Keyword abilities the parser understands (rule 702). */
export type Keyword =
  | 'deathtouch'
  | 'defender'
  | 'double strike'
  | 'first strike'
  | 'flash'
  | 'flying'
  | 'haste'
  | 'hexproof'
  | 'indestructible'
  | 'infect'
  | 'intimidate'
  | 'lifelink'
  | 'menace'
  | 'reach'
  | 'shroud'
  | 'trample'
  | 'vigilance'
  | 'wither';

/** A number in rules text: fixed, or the X chosen when the cost is paid (rule 107.3). */
export type Amount =
  { readonly kind: 'fixed'; readonly value: number } | { readonly kind: 'variable'; readonly letter: 'X' };

/** What a target may be. `any` is "any target": creature, player, planeswalker or battle (rule 115.4). */
export type TargetKind =
  'any' | 'creature' | 'player' | 'planeswalker' | 'artifact' | 'enchantment' | 'land' | 'permanent';

/** Who or what an effect acts on. Targets are numbered in the order they appear in the text (rule 601.2c). */
export type Subject =
  | { readonly kind: 'self' }
  | { readonly kind: 'you' }
  | { readonly kind: 'target'; readonly allowed: readonly TargetKind[]; readonly text: string };

/** Reusable cost pieces (rule 118). An ability's costs are a list of these. */
export type Cost =
  | { readonly kind: 'mana'; readonly mana: ManaCost }
  | { readonly kind: 'tap' }
  | { readonly kind: 'untap' }
  | { readonly kind: 'payLife'; readonly amount: number }
  | { readonly kind: 'sacrificeSelf' };

/** Reusable effect pieces. An ability's effects run in order when it resolves. */
export type Effect =
  /** Each option is one complete choice of mana; "Add {R} or {G}" has two options (rule 106). */
  | { readonly kind: 'addMana'; readonly options: readonly ManaCost[] }
  | { readonly kind: 'dealDamage'; readonly amount: Amount; readonly to: Subject }
  | { readonly kind: 'destroy'; readonly what: Subject }
  | { readonly kind: 'regenerate'; readonly what: Subject }
  | { readonly kind: 'drawCards'; readonly who: Subject; readonly amount: Amount }
  | { readonly kind: 'gainLife'; readonly who: Subject; readonly amount: Amount }
  | { readonly kind: 'tap'; readonly what: Subject };

/** Static effects that restrict combat; each is answered by one blocking-restriction module in the rules engine. */
export type StaticEffect = { readonly kind: 'cantBlock' } | { readonly kind: 'canBlockOnlyFlying' };

interface AbilityBase {
  /** 1-based line in the source file, 0 for abilities implied by the card's types. */
  readonly line: number;
  /** The ability as written (after self-reference normalization to `~`), for display. */
  readonly text: string;
}

export type Ability =
  | (AbilityBase & { readonly kind: 'keyword'; readonly keyword: Keyword })
  | (AbilityBase & {
      readonly kind: 'activated';
      readonly costs: readonly Cost[];
      readonly effects: readonly Effect[];
      /** Rule 605.1a: no target, could add mana, not a loyalty ability. Resolves without the stack. */
      readonly isManaAbility: boolean;
      /** True for the mana ability a basic land type grants (rule 305.6). */
      readonly implied: boolean;
    })
  /** The effect of an instant or sorcery, or a bare effect sentence. */
  | (AbilityBase & { readonly kind: 'spell'; readonly effects: readonly Effect[] })
  | (AbilityBase & { readonly kind: 'static'; readonly effect: StaticEffect })
  /** An `apply NAME` line: a registered implementation for something no parser expresses. */
  | (AbilityBase & { readonly kind: 'applied'; readonly implementation: string })
  /**
   * Kept verbatim so no author text is lost. Why it was not understood is a warning of the parse (with its
   * place in the line), not part of the card: a template says what the card is, the warnings what went wrong.
   */
  | (AbilityBase & { readonly kind: 'unparsed' });

export type AbilityKind = Ability['kind'];

export interface CardFace {
  readonly name: string;
  /** null when the card has no mana cost (lands, some back faces); [] never occurs. */
  readonly manaCost: ManaCost | null;
  /** The card's colors: the color indicator when present, otherwise the colors of its mana cost (rule 202.2). */
  readonly colors: readonly Color[];
  /** From a `color` line; null when the file has none. */
  readonly colorIndicator: readonly Color[] | null;
  readonly supertypes: readonly Supertype[];
  /** In the order of the `type` lines. */
  readonly types: readonly CardType[];
  /** Title-cased (`Forest`, `Dryad`), in the order written. */
  readonly subtypes: readonly string[];
  /** Strings because of `*` and `1+*`; null when absent. */
  readonly power: string | null;
  readonly toughness: string | null;
  readonly loyalty: string | null;
  readonly abilities: readonly Ability[];
}

export interface CardTemplate extends CardFace {
  /** For multi-face cards the names of all faces joined by " // " (the top-level face fields describe face one). */
  readonly name: string;
  readonly layout: Layout;
  /** Every face, in order, for multi-face cards; empty for ordinary cards. */
  readonly faces: readonly CardFace[];
  /** Lines with an unknown key, kept verbatim so nothing the author wrote disappears. */
  readonly unknownLines: readonly { readonly line: number; readonly text: string }[];
}
