import type { CardTemplate, CombatRestriction } from '../../templates/card-template.js';
import { effectsApplyingTo } from '../continuous/static-abilities.js';
import type { GameObject, GameState, ObjectId, PlayerId } from '../state/types.js';

/**
 * A combat restriction (or requirement, or permission) that applies to a creature, with what grants it: its own
 * static ability ("~ can't block."), an Aura's ("Enchanted creature can't attack or block."), an anthem's, or an
 * "until end of turn" effect ("Target creature can't block this turn."). The restriction modules read only these,
 * so "can't" beats "can" (101.2) whatever the grant.
 */
export interface GrantedRestriction {
  readonly restriction: CombatRestriction;
  /** The name of the granting object, for reasons ("can't block (Pacifism)"); null when it is the creature itself. */
  readonly source: string | null;
  /** The granting object in a game ("blocks ~ this turn if able" names it); null outside a game. */
  readonly sourceObject: ObjectId | null;
  /** Whose effect it is: "you" in its descriptions (109.5). Null outside a game. */
  readonly controller: PlayerId | null;
}

/** A template's own static restrictions ("~ can't block."), as the combat matrix sees a card outside a game. */
export function restrictionsOfTemplate(template: CardTemplate): readonly GrantedRestriction[] {
  const out: GrantedRestriction[] = [];
  for (const a of template.abilities) {
    if (a.kind !== 'static' || a.effect.kind !== 'continuous' || a.effect.affected.kind !== 'self') continue;
    // "As long as …" can't be known outside a game (611.3a): such a restriction is not claimed here.
    if (a.effect.condition !== undefined) continue;
    for (const m of a.effect.modifications) {
      if (m.kind === 'restriction') {
        out.push({ restriction: m.restriction, source: null, sourceObject: null, controller: null });
      }
    }
  }
  return out;
}

/** Every restriction that applies to a permanent now: static abilities (611.3) and resolved effects (611.2). */
export function restrictionsOfObject(object: GameObject, state: GameState): readonly GrantedRestriction[] {
  const out: GrantedRestriction[] = [];
  for (const e of effectsApplyingTo(state, object.id)) {
    for (const m of e.modifications) {
      if (m.kind !== 'restriction') continue;
      const source = state.objects[e.source];
      out.push({
        restriction: m.restriction,
        source: e.source === object.id ? null : e.sourceName,
        sourceObject: e.source,
        controller: 'controller' in e && typeof e.controller === 'string' ? e.controller : (source?.controller ?? null),
      });
    }
  }
  return out;
}

/** "can't block" or "can't block (Pacifism)": the reason names the grant when it comes from elsewhere. */
export function because(g: GrantedRestriction, text: string): string {
  return g.source === null ? text : `${text} (${g.source})`;
}
