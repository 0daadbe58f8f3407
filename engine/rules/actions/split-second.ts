import { hasKeyword } from '../state/characteristics.js';
import { describe } from '../state/queries.js';
import type { GameState } from '../state/types.js';

/**
 * 702.61a: "Split second" means "As long as this spell is on the stack, players can't cast other spells or activate
 * abilities that aren't mana abilities." Mana abilities, special actions (playing a land, turning a face-down creature
 * face up) and triggered abilities are left alone (702.61b). Why casting or activating is refused now, or null.
 */
export function splitSecondProblem(state: GameState): string | null {
  for (const item of state.stack) {
    if (item.kind !== 'spell') continue;
    const spell = state.objects[item.card];
    if (spell && hasKeyword(spell, 'split second', state)) {
      return `${describe(state, spell.id)} on the stack has split second (702.61a)`;
    }
  }
  return null;
}
