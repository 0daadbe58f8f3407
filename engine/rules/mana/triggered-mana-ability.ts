import type { Effect } from '../../templates/card-template.js';
import { targetsOf } from '../../templates/subjects.js';
import type { TriggeredAbility } from '../triggers/triggered-abilities.js';

/**
 * 605.1b: a triggered ability is a mana ability when it triggers from activating a mana ability ("whenever … is tapped
 * for mana", 106.12a), could add mana, and doesn't target. It resolves at once, right after the mana ability that
 * triggered it (605.4a); any other ability that triggers on tapping for mana goes on the stack as usual.
 */
export function isTriggeredManaAbility(ability: TriggeredAbility): boolean {
  return (
    ability.trigger.event.kind === 'tappedForMana' &&
    ability.effects.some(addsMana) &&
    targetsOf(ability.effects).length === 0
  );
}

function addsMana(effect: Effect): boolean {
  return effect.kind === 'addMana' || effect.kind === 'addProducedMana';
}
