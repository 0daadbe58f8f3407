import { manaValue } from '../../mana/mana-cost.js';
import { printedOf } from '../state/characteristics.js';
import type { GameObject, GameState } from '../state/types.js';

/**
 * 202.3: an object's mana value is the total of its mana cost; X is 0 (202.3e) except for a spell on the stack,
 * where X is the number chosen for it.
 */
export function manaValueOf(state: GameState, object: GameObject): number {
  // 712.4d: a transformed permanent's mana value is its front face's; 709.4b: a split card's, outside the stack, is
  // that of both halves' mana costs together.
  const printed = manaValue((object.transformed?.front ?? printedOf(object)).manaCost);
  if (object.zone.zone !== 'stack') return printed;
  const item = state.stack.find((s) => s.kind === 'spell' && s.card === object.id);
  if (!item) return printed;
  const xs = (object.template.manaCost ?? []).filter((s) => s.kind === 'variable' && s.letter === 'X').length;
  return printed + xs * item.x;
}
