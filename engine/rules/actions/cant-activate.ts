import type { Ability } from '../../templates/card-template.js';
import { because, restrictionsOfObject } from '../combat/granted.js';
import type { GameObject, GameState } from '../state/types.js';

/**
 * 602.5: an effect says a permanent's activated abilities can't be activated ("Enchanted creature can't attack or
 * block, and its activated abilities can't be activated."): why `ability` of `source` can't be now, or null. Mana
 * abilities too, unless the effect says "unless they're mana abilities" (605.1a). Only a permanent's (the effect
 * applies to it on the battlefield).
 */
export function cantActivateProblem(state: GameState, source: GameObject, ability: Ability): string | null {
  if (source.zone.zone !== 'battlefield' || ability.kind !== 'activated') return null;
  for (const g of restrictionsOfObject(source, state)) {
    const r = g.restriction;
    if (r.kind !== 'cantActivate' || (r.exceptMana && ability.isManaAbility)) continue;
    return because(g, "its activated abilities can't be activated (602.5)");
  }
  return null;
}
