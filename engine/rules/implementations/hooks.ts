import type { CardTemplate } from '../../templates/card-template.js';
import { restrictionsOfObject } from '../combat/granted.js';
import type { DamageEvent } from '../damage/deal-damage.js';
import type { GameObject, GameState } from '../state/types.js';
import { ruleImplementation } from './registry.js';
import { inForce } from '../replacement/static-replacements.js';
import { matchesDescription } from '../describe/matches.js';
import type { RuleImplementation } from './types.js';

/**
 * What the engine asks of an object's implementations (its `applied` abilities) at the moments they matter. An
 * object has the abilities its template prints; nothing in the engine adds or removes them yet (layer 6).
 */
export function implementationsOf(template: CardTemplate): readonly RuleImplementation[] {
  const out: RuleImplementation[] = [];
  for (const a of template.abilities) {
    if (a.kind !== 'applied') continue;
    const module = ruleImplementation(a.implementation);
    if (module && !out.includes(module)) out.push(module);
  }
  return out;
}

/** 614.1c, 614.12: whether the object enters the battlefield tapped (checked as it enters). */
export function entersTapped(object: GameObject, state: GameState): boolean {
  if (implementationsOf(object.template).some((i) => i.entersTapped?.(object, state) === true)) return true;
  // 614.12: another permanent's "Creatures your opponents control enter the battlefield tapped." looks at the object as
  // it enters (on the battlefield now, under the control it entered under).
  return inForce(state, 'othersEnterTapped').some(
    ({ source, effect }) =>
      source.id !== object.id &&
      matchesDescription(state, object.id, effect.what, { controller: source.controller, source: source.id }),
  );
}

/**
 * 502.3: whether the permanent stays tapped in its controller's untap step: its own implementation says so, or an
 * effect does ("Enchanted creature doesn't untap during its controller's untap step.").
 */
export function doesntUntap(object: GameObject, state: GameState): boolean {
  return (
    implementationsOf(object.template).some((i) => i.doesntUntap?.(object, state) === true) ||
    restrictionsOfObject(object, state).some((g) => g.restriction.kind === 'doesntUntap')
  );
}

/** 502.3: whether its controller may choose to keep it tapped during their untap step. */
export function mayStayTapped(object: GameObject, state: GameState): boolean {
  return implementationsOf(object.template).some((i) => i.mayStayTapped?.(object, state) === true);
}

/** 701.5: whether a counter effect may remove this spell from the stack. */
export function canBeCountered(spell: GameObject, state: GameState): boolean {
  return !implementationsOf(spell.template).some((i) => i.cantBeCountered?.(spell, state) === true);
}

/** 615: whether damage about to be dealt to this permanent is prevented; returns the implementation that does it. */
export function damagePreventedBy(
  object: GameObject,
  damage: DamageEvent,
  state: GameState,
): RuleImplementation | null {
  return implementationsOf(object.template).find((i) => i.preventsDamage?.(object, damage, state) === true) ?? null;
}

/** 508.1c: why the creature's own abilities forbid it to attack, or null. */
export function implementationAttackProblem(object: GameObject, state: GameState): string | null {
  for (const i of implementationsOf(object.template)) {
    const reason = i.attackProblem?.(object, state) ?? null;
    if (reason !== null) return reason;
  }
  return null;
}
