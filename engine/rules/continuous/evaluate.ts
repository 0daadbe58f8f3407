import type { Amount, Modification } from '../../templates/card-template.js';
import type { PlayerId } from '../state/types.js';
import type { AppliedModification } from './types.js';

/**
 * A modification with its amounts made numbers (608.2h for resolving spells and abilities; continuously for static
 * abilities, 611.3a). `amount` evaluates one amount where the effect is; `|| 0` keeps "-0" out of the state.
 */
export function evaluateModification(
  m: Modification,
  amount: (a: Amount) => number,
  controller: PlayerId,
): AppliedModification {
  switch (m.kind) {
    case 'ptChange':
      return {
        kind: 'ptChange',
        power: m.power.sign * amount(m.power.amount) || 0,
        toughness: m.toughness.sign * amount(m.toughness.amount) || 0,
      };
    case 'setPT': {
      const value = (a: Amount | null): number | null => (a === null ? null : m.plus + amount(a));
      return { kind: 'setPT', layer: m.layer, power: value(m.power), toughness: value(m.toughness) };
    }
    case 'addKeywords':
    case 'removeKeywords':
      return { kind: m.kind, keywords: [...m.keywords] };
    case 'types':
      return { kind: 'types', add: m.add, types: [...m.types], subtypes: [...m.subtypes] };
    case 'colors':
      return { kind: 'colors', add: m.add, colors: [...m.colors] };
    case 'loseAllAbilities':
    case 'switchPT':
      return { kind: m.kind };
    case 'control':
      // 613.1b: the effect's controller takes control.
      return { kind: 'control', controller };
    case 'restriction':
      // No amounts: a combat restriction applies as written.
      return m;
  }
}
