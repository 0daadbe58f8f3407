import type { StaticEffect } from '../../templates/card-template.js';
import { effectSentences } from '../effects/index.js';
import type { AbilityParser } from './ability-parser.js';

/**
 * 701.39d: "You may exert ~ as it attacks." (an optional cost to attack, 508.1g) and the linked reflexive ability
 * printed after it, "When you do, …" (607.2h, 603.12): its effects, with their own targets chosen as it is put on
 * the stack. Carried out as attackers are declared (rules/combat/exert.ts).
 */
export const exertParser: AbilityParser = {
  id: 'exert',
  examples: [
    'You may exert ~ as it attacks.',
    'You may exert ~ as it attacks. When you do, it gets +2/+2 until end of turn.',
  ],
  parse(s, line) {
    if (s.peekWord() !== 'you') return null;
    const start = s.mark();
    if (!(s.words('you may exert') && s.symbol('~') && s.words('as it attacks'))) {
      s.reset(start);
      return null;
    }
    if (!s.symbol('.') && !s.restIsEmpty()) return s.expected("'.' after 'as it attacks'");
    let whenYouDo: StaticEffect & { kind: 'exertAsAttacks' } = { kind: 'exertAsAttacks', whenYouDo: [] };
    if (!s.restIsEmpty()) {
      if (!s.words('when you do,')) return s.expected("'When you do,' and what exerting it does");
      const effects = effectSentences(s, false);
      if (!effects) return null;
      whenYouDo = { kind: 'exertAsAttacks', whenYouDo: effects };
    }
    return [{ kind: 'static', line: line.line, text: line.text, effect: whenYouDo }];
  },
};
