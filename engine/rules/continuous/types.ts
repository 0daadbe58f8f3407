import { describeCombatRestriction } from '../../abilities/describe.js';
import type { Color } from '../../mana/mana-symbol.js';
import type {
  CardTemplate,
  CardType,
  CombatRestriction,
  Duration,
  GrantedAbility,
  Keyword,
  Protection,
} from '../../templates/card-template.js';
import { describeProtection } from '../../abilities/describe.js';
import type { ObjectId, PlayerId } from '../state/types.js';

/**
 * Continuous effects (611, 613) as plain data in `GameState.continuousEffects`. Characteristics are never stored
 * changed: state/characteristics.ts computes them from the printed values, counters and these effects, layer by
 * layer (613.1). Today the effects come from resolving spells and abilities (611.2); static abilities (611.3),
 * Auras and anthems add other `affected` and `duration` kinds to the same record.
 */

/**
 * The layers this engine applies (613.1, 613.4): copy 1, control 2, type 4, color 5, abilities 6, power/toughness
 * 7a-7d. Text-changing effects (layer 3) are not read by the grammar.
 */
export type Layer = '1' | '2' | '4' | '5' | '6' | '7a' | '7b' | '7c' | '7d';

/** The order layers apply in (613.1); characteristics.ts walks it. */
export const LAYER_ORDER: readonly Layer[] = ['1', '2', '4', '5', '6', '7a', '7b', '7c', '7d'];

/**
 * One change, with everything already evaluated (608.2h: "+X/+0" and "for each" are numbers once it resolves).
 * Layer 4: types (613.1d). Layer 5: colors (613.1e). Layer 6: addKeywords, removeKeywords, loseAllAbilities,
 * protection (613.1f, 702.16: its qualities are characteristics only by now). Layer 7a/7b: setPT (613.4a, 613.4b).
 * Layer 7c: ptChange (613.4c). Layer 7d: switchPT (613.4d).
 * A combat restriction changes no characteristic, so it has no layer; the combat restriction modules read it
 * (rules/combat/granted.ts). Layer 1: copy (613.1a), the copiable values it gives, fixed when it began (707.2b);
 * rules/continuous/copy.ts keeps the object's `template` equal to them (see docs/copy-effects.md).
 */
export type AppliedModification =
  | { readonly kind: 'copy'; readonly values: CardTemplate; readonly of: string }
  | { readonly kind: 'ptChange'; readonly power: number; readonly toughness: number }
  | { readonly kind: 'addKeywords'; readonly keywords: readonly Keyword[] }
  | { readonly kind: 'addAbilities'; readonly abilities: readonly GrantedAbility[] }
  | { readonly kind: 'restriction'; readonly restriction: CombatRestriction }
  | { readonly kind: 'removeKeywords'; readonly keywords: readonly Keyword[] }
  | { readonly kind: 'loseAllAbilities' }
  | {
      readonly kind: 'setPT';
      readonly layer: '7a' | '7b';
      readonly power: number | null;
      readonly toughness: number | null;
    }
  | { readonly kind: 'switchPT' }
  | { readonly kind: 'control'; readonly controller: PlayerId }
  | {
      readonly kind: 'types';
      readonly add: boolean;
      readonly types: readonly CardType[];
      readonly subtypes: readonly string[];
    }
  | { readonly kind: 'removeTypes'; readonly types: readonly CardType[] }
  | { readonly kind: 'colors'; readonly add: boolean; readonly colors: readonly Color[] }
  | { readonly kind: 'protection'; readonly protection: Protection; readonly keeps?: KeptAttachments };

/**
 * 702.16: what a granted protection doesn't remove (704.5m, 704.5n): its source ("This effect doesn't remove ~."), or
 * the Auras and Equipment a player controls ("… you control that are already attached to it").
 */
export type KeptAttachments =
  { readonly kind: 'source'; readonly id: ObjectId } | { readonly kind: 'controlledBy'; readonly player: PlayerId };

/**
 * Which objects it affects. 611.2c: for an effect from a resolving spell or ability the set is fixed when it
 * begins (`objects`). A static ability's effect would be recomputed continuously (611.3a) — a future kind here.
 */
export type AffectedObjects = { readonly kind: 'objects'; readonly ids: readonly ObjectId[] };

/** How long it lasts: 'endOfTurn' ends in the cleanup step (514.2). */
export type EffectDuration = Duration;

export interface ContinuousEffect {
  /** `e12`. */
  readonly id: string;
  /** The spell or ability's source (the card the text is on). */
  readonly source: ObjectId;
  /** The source's name as the effect began, for explanations ("+3/+3 Giant Growth"), even if it is gone later. */
  readonly sourceName: string;
  readonly controller: PlayerId;
  /** 613.7: effects in the same layer apply in timestamp order; taken from the state's id counter, so unique. */
  readonly timestamp: number;
  readonly affected: AffectedObjects;
  readonly modifications: readonly AppliedModification[];
  readonly duration: EffectDuration;
}

/** The layer a modification applies in (613.1); null for one that changes no characteristic. */
export function layerOf(m: AppliedModification): Layer | null {
  switch (m.kind) {
    case 'copy':
      return '1';
    case 'control':
      return '2';
    case 'types':
    case 'removeTypes':
      return '4';
    case 'colors':
      return '5';
    case 'addKeywords':
    case 'addAbilities':
    case 'removeKeywords':
    case 'loseAllAbilities':
    case 'protection':
      return '6';
    case 'setPT':
      return m.layer;
    case 'ptChange':
      return '7c';
    case 'switchPT':
      return '7d';
    case 'restriction':
      return null;
  }
}

const COLOR_WORDS: Readonly<Record<Color, string>> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/** "+3/+3", "-2/-0", "flying and first strike", "base 0/1", "loses all abilities": for explanations. */
export function modificationText(m: AppliedModification): string {
  switch (m.kind) {
    case 'copy':
      return `copy of ${m.of}`;
    case 'ptChange':
      return `${signed(m.power)}/${signed(m.toughness)}`;
    case 'addKeywords':
      return m.keywords.join(' and ');
    case 'addAbilities':
      return m.abilities.map((a) => `"${a.text}"`).join(' and ');
    case 'restriction':
      return describeCombatRestriction(m.restriction);
    case 'removeKeywords':
      return `loses ${m.keywords.join(' and ')}`;
    case 'loseAllAbilities':
      return 'loses all abilities';
    case 'setPT':
      return `${m.layer === '7b' ? 'base ' : ''}${m.power ?? '-'}/${m.toughness ?? '-'}`;
    case 'switchPT':
      return 'P/T switched';
    case 'control':
      return `controlled by ${m.controller}`;
    case 'types': {
      const words = [...m.subtypes, ...m.types].join(' ');
      return m.add ? `also ${words}` : words;
    }
    case 'removeTypes':
      return `not ${m.types.join(' or ')}`;
    case 'colors': {
      const words = m.colors.map((c) => COLOR_WORDS[c]).join(' and ') || 'colorless';
      return m.add ? `also ${words}` : words;
    }
    case 'protection':
      return describeProtection(m.protection);
  }
}

function signed(n: number): string {
  return n < 0 ? `${n}` : `+${n}`;
}
