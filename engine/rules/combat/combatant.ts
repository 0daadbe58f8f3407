import type { Color } from '../../mana/mana-symbol.js';
import type {
  CardTemplate,
  CardType,
  Keyword,
  Protection,
  StaticEffect,
  Supertype,
} from '../../templates/card-template.js';
import {
  colorsOf,
  isLand,
  keywordsOf,
  keywordsOfObject,
  protectionsOf,
  staticEffectsOf,
} from '../state/characteristics.js';
import type { GameObject, GameState } from '../state/types.js';

/**
 * What combat restrictions look at: characteristics only. Built from a template (for `cardsmith blocks` and the
 * editor's combat matrix) or from a game object, so one set of restriction modules serves both. Colors are the
 * object's colors (devoid has none, 702.114a); subtypes are as printed, changeling read from `keywords` (702.73a).
 */
export interface Combatant {
  readonly name: string;
  readonly colors: readonly Color[];
  readonly types: readonly CardType[];
  readonly subtypes: readonly string[];
  readonly supertypes: readonly Supertype[];
  readonly keywords: ReadonlySet<Keyword>;
  readonly statics: readonly StaticEffect[];
  /** 702.16: its protection abilities. */
  readonly protections: readonly Protection[];
  /**
   * The lands its controller controls, for landwalk (702.14c: a blocker's controller is the defending player,
   * 509.1a); null when unknown, as for a template outside a game.
   */
  readonly controllerLands: readonly LandSeen[] | null;
}

/** What landwalk asks of a land (702.14a: its subtypes; 702.14c: nonbasic). */
export interface LandSeen {
  readonly subtypes: readonly string[];
  readonly supertypes: readonly Supertype[];
}

export function combatantOf(template: CardTemplate): Combatant {
  return {
    name: template.name,
    colors: colorsOf(template),
    types: template.types,
    subtypes: template.subtypes,
    supertypes: template.supertypes,
    keywords: keywordsOf(template),
    statics: staticEffectsOf(template),
    protections: protectionsOf(template),
    controllerLands: null,
  };
}

/** A permanent in a game: its keywords as they are now, with continuous effects (613.1f: "gains flying"). */
export function combatantOfObject(object: GameObject, state: GameState): Combatant {
  const lands: LandSeen[] = [];
  for (const id of state.players[object.controller]?.zones.battlefield ?? []) {
    const land = state.objects[id];
    if (land && isLand(land)) lands.push({ subtypes: land.template.subtypes, supertypes: land.template.supertypes });
  }
  return { ...combatantOf(object.template), keywords: keywordsOfObject(object, state), controllerLands: lands };
}

export const hasStatic = (c: Combatant, kind: StaticEffect['kind']): boolean => c.statics.some((s) => s.kind === kind);
