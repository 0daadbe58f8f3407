import type { AbilityParser } from './ability-parser.js';
import { amount } from '../grammar/amount.js';

/**
 * 614.1a, 120.3a: "Damage that would reduce your life total to less than 1 reduces it to 1 instead." — a static
 * replacement of the life loss damage causes its controller (rules/damage/life-floor.ts).
 */
export const lifeFloorParser: AbilityParser = {
  id: 'life-floor',
  examples: ['Damage that would reduce your life total to less than 1 reduces it to 1 instead.'],
  parse(s, line) {
    if (s.peekWord() !== 'damage' || !s.words('damage that would reduce your life total to less than')) return null;
    const floor = amount(s);
    if (floor?.kind !== 'fixed' || floor.value < 1) return s.expected('a number of life');
    const again = s.words('reduces it to') ? amount(s) : null;
    if (again?.kind !== 'fixed' || again.value !== floor.value || !s.words('instead'))
      return s.expected(`'reduces it to ${floor.value} instead'`);
    s.symbol('.');
    if (!s.restIsEmpty()) return s.expected('the end of the line');
    return [{ kind: 'static', line: line.line, text: line.text, effect: { kind: 'lifeFloor', floor: floor.value } }];
  },
};
