import type { Ability } from '../../templates/card-template.js';
import { because, restrictionsOfObject } from '../combat/granted.js';
import type { GameObject, GameState } from '../state/types.js';

/**
 * 602.5: why `ability` of a permanent can't be activated now — an effect says its activated abilities can't be
 * ("Enchanted creature's activated abilities can't be activated.", "Activated abilities of artifacts can't be
 * activated.", detain, 701.35a) — or null. "Unless they're mana abilities" spares mana abilities (605.1a); "with {T}
 * in their costs" bans only those.
 */
export function activationBanned(
  state: GameState,
  source: GameObject,
  ability: Extract<Ability, { kind: 'activated' }>,
): string | null {
  if (source.zone.zone !== 'battlefield') return null;
  for (const g of restrictionsOfObject(source, state)) {
    const r = g.restriction;
    if (r.kind !== 'cantActivate') continue;
    if (r.exceptMana && ability.isManaAbility) continue;
    if (r.tapOnly && !ability.costs.some((c) => c.kind === 'tap')) continue;
    return because(g, "its activated abilities can't be activated (602.5)");
  }
  return null;
}
