import type { Amount } from '../../templates/card-template.js';
import { powerOf, toughnessOf } from '../state/characteristics.js';
import type { GameState } from '../state/types.js';
import { boardAmount } from './board-amounts.js';
import { devotion } from './devotion.js';
import { manaValueOf } from './mana-value.js';
import { partySize } from './party.js';
import { allMatching } from './matches.js';
import type { Viewpoint } from './viewpoint.js';

/**
 * The amount a description compares with ("with mana value X or less", "with power less than ~'s power"), worked
 * out as the description is checked, from what the viewpoint knows: X as announced (107.3a), a count of what matches
 * now, the controller's devotion (700.5) or party (700.8), or the source's power, toughness or mana value (208.3, 202.3). Null for an
 * amount only a resolving effect knows (the grammar accepts none in a description) or a source that is gone.
 */
export function comparedAmount(state: GameState, amount: Amount, viewpoint: Viewpoint): number | null {
  switch (amount.kind) {
    case 'fixed':
      return amount.value;
    case 'variable':
      return viewpoint.x ?? 0;
    case 'count':
      return allMatching(state, amount.of, viewpoint).length * amount.times;
    case 'devotion':
      return devotion(state, viewpoint.controller, amount.colors);
    case 'party':
      return partySize(state, viewpoint.controller) * amount.times;
    case 'basicLandTypes':
    case 'lifeTotal':
    case 'greatest':
    case 'least':
    case 'total':
      return boardAmount(state, amount, viewpoint);
    case 'property': {
      if (amount.of.kind !== 'self') return null;
      const source = viewpoint.source === null ? undefined : state.objects[viewpoint.source];
      if (!source) return null;
      if (amount.property === 'manaValue') return manaValueOf(state, source);
      // 208.3: an object without printed power or toughness has none to compare with.
      const printed = amount.property === 'power' ? source.template.power : source.template.toughness;
      if (printed === null) return null;
      return amount.property === 'power' ? powerOf(source, state) : toughnessOf(source, state);
    }
    case 'sacrificed':
    case 'counters':
    case 'blockers':
    case 'eventAmount':
    case 'dieResult':
    case 'votes':
    case 'spellsCastBefore':
    case 'devoured':
    case 'lifeLostThisWay':
    case 'discardedThisWay':
      return null;
  }
}
