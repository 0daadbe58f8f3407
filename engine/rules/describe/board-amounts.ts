import type { Description } from '../../templates/card-template.js';
import type { BoardAmount } from '../../templates/board-amount.js';
import { powerOf, toughnessOf } from '../state/characteristics.js';
import type { GameState } from '../state/types.js';
import { devotion } from './devotion.js';
import { manaValueOf } from './mana-value.js';
import { allMatching } from './matches.js';
import { partySize } from './party.js';
import { basicLandTypeCount } from './basic-land-types.js';
import type { Viewpoint } from './viewpoint.js';

/**
 * A board amount now, seen from the viewpoint's controller: a count of what matches (107.1), devotion (700.5), the
 * party (700.8), their life total (119.1), the greatest power, toughness or mana value among what matches, the total power or
 * toughness of what matches.
 */
export function boardAmount(state: GameState, amount: BoardAmount, viewpoint: Viewpoint): number {
  switch (amount.kind) {
    case 'fixed':
      return amount.value;
    case 'count':
      return allMatching(state, amount.of, viewpoint).length * amount.times;
    case 'devotion':
      return devotion(state, viewpoint.controller, amount.colors);
    case 'party':
      return partySize(state, viewpoint.controller) * amount.times;
    case 'basicLandTypes':
      return basicLandTypeCount(state, allMatching(state, amount.among, viewpoint)) * amount.times;
    case 'lifeTotal':
      return state.players[viewpoint.controller]?.life ?? 0;
    case 'greatest':
      return greatest(state, amount.property, amount.of, viewpoint);
    case 'least':
      return least(state, amount.property, amount.of, viewpoint);
    case 'total': {
      // 208.1: each match's power or toughness now, added up.
      let sum = 0;
      for (const id of allMatching(state, amount.of, viewpoint)) {
        const object = state.objects[id];
        if (object) sum += amount.property === 'power' ? powerOf(object, state) : toughnessOf(object, state);
      }
      return sum;
    }
  }
}

/** The greatest value among the matches; 0 when none match, and never below 0 (107.1b). */
function greatest(
  state: GameState,
  property: 'power' | 'toughness' | 'manaValue',
  of: Description,
  viewpoint: Viewpoint,
): number {
  return Math.max(0, ...valuesOf(state, property, of, viewpoint));
}

/** The least value among the matches as it is (a comparison with it needs the real value); 0 when none match. */
function least(
  state: GameState,
  property: 'power' | 'toughness' | 'manaValue',
  of: Description,
  viewpoint: Viewpoint,
): number {
  const values = valuesOf(state, property, of, viewpoint);
  return values.length === 0 ? 0 : Math.min(...values);
}

/** Each match's power, toughness or mana value as the rules see it now. */
function valuesOf(
  state: GameState,
  property: 'power' | 'toughness' | 'manaValue',
  of: Description,
  viewpoint: Viewpoint,
): number[] {
  return allMatching(state, of, viewpoint).flatMap((id) => {
    const object = state.objects[id];
    if (!object) return [];
    if (property === 'power') return [powerOf(object, state)];
    return [property === 'toughness' ? toughnessOf(object, state) : manaValueOf(state, object)];
  });
}
