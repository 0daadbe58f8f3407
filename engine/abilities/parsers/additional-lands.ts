import type { Whose } from '../../templates/card-template.js';
import { additionalLands } from '../grammar/additional-lands.js';
import type { AbilityParser } from './ability-parser.js';

/**
 * 305.2: "You may play an additional land on each of your turns.", "You may play two additional lands on each of your
 * turns.", "Each player may play an additional land on each of their turns." (or "during each of their turns"): while
 * its source is on the battlefield, the players `who` names may play that many lands more in each of their turns
 * (rules/actions/play-land.ts).
 */
export const additionalLandsParser: AbilityParser = {
  id: 'additional-lands',
  examples: ['You may play an additional land on each of your turns.'],
  parse(s, line) {
    const word = s.peekWord();
    if (word !== 'you' && word !== 'each') return null;
    const save = s.mark();
    const who: Whose | null = s.words('you may') ? 'you' : s.words('each player may') ? 'each' : null;
    const count = who ? additionalLands(s) : null;
    if (who === null || count === null) {
      s.reset(save);
      return null;
    }
    const turns = who === 'you' ? 'each of your turns' : 'each of their turns';
    if (!s.words(`on ${turns}`) && !s.words(`during ${turns}`)) {
      s.reset(save);
      return null;
    }
    s.symbol('.');
    if (!s.restIsEmpty()) return s.expected('the end of the line');
    return [{ kind: 'static', line: line.line, text: line.text, effect: { kind: 'additionalLands', who, count } }];
  },
};
