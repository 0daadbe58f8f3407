import { describeCombatRestriction } from '../../abilities/describe.js';
import type { CombatRestriction, Duration, Keyword } from '../../templates/card-template.js';
import type { ObjectId, PlayerId } from '../state/types.js';

/**
 * Continuous effects (611, 613) as plain data in `GameState.continuousEffects`. Characteristics are never stored
 * changed: state/characteristics.ts computes them from the printed values, counters and these effects, layer by
 * layer (613.1). Today the effects come from resolving spells and abilities (611.2); static abilities (611.3),
 * Auras and anthems add other `affected` and `duration` kinds to the same record.
 */

/** The layers this engine applies (613.1, 613.4); only the ones some modification uses are listed. */
export type Layer = '6' | '7c';

/**
 * One change, with everything already evaluated (608.2h: "+X/+0" and "for each" are numbers once it resolves).
 * Layer 7c: ptChange (613.4c). Layer 6: addKeywords (613.1f). A combat restriction changes no characteristic, so it
 * has no layer; the combat restriction modules read it (rules/combat/granted.ts).
 */
export type AppliedModification =
  | { readonly kind: 'ptChange'; readonly power: number; readonly toughness: number }
  | { readonly kind: 'addKeywords'; readonly keywords: readonly Keyword[] }
  | { readonly kind: 'restriction'; readonly restriction: CombatRestriction };

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
    case 'ptChange':
      return '7c';
    case 'addKeywords':
      return '6';
    case 'restriction':
      return null;
  }
}

/** "+3/+3", "-2/-0", "flying and first strike": what a modification does, for explanations. */
export function modificationText(m: AppliedModification): string {
  switch (m.kind) {
    case 'ptChange':
      return `${signed(m.power)}/${signed(m.toughness)}`;
    case 'addKeywords':
      return m.keywords.join(' and ');
    case 'restriction':
      return describeCombatRestriction(m.restriction);
  }
}

function signed(n: number): string {
  return n < 0 ? `${n}` : `+${n}`;
}
