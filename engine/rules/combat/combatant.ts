import type { Color } from '../../mana/mana-symbol.js';
import type { CardTemplate, CardType, Keyword, StaticEffect } from '../../templates/card-template.js';
import { keywordsOf, keywordsOfObject, staticEffectsOf } from '../state/characteristics.js';
import type { GameObject, GameState } from '../state/types.js';

/**
 * What combat restrictions look at: characteristics only. Built from a template (for `cardsmith blocks` and the
 * editor's combat matrix) or from a game object, so one set of restriction modules serves both.
 */
export interface Combatant {
  readonly name: string;
  readonly colors: readonly Color[];
  readonly types: readonly CardType[];
  readonly keywords: ReadonlySet<Keyword>;
  readonly statics: readonly StaticEffect[];
}

export function combatantOf(template: CardTemplate): Combatant {
  return {
    name: template.name,
    colors: template.colors,
    types: template.types,
    keywords: keywordsOf(template),
    statics: staticEffectsOf(template),
  };
}

/** A permanent in a game: its keywords as they are now, with continuous effects (613.1f: "gains flying"). */
export function combatantOfObject(object: GameObject, state: GameState): Combatant {
  return { ...combatantOf(object.template), keywords: keywordsOfObject(object, state) };
}

export const hasStatic = (c: Combatant, kind: StaticEffect['kind']): boolean => c.statics.some((s) => s.kind === kind);
