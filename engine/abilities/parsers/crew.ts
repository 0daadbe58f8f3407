import type { Description } from '../../templates/card-template.js';
import type { AbilityParser } from './ability-parser.js';
import { keywordMeaning } from './keyword-meaning.js';

/**
 * 702.122a: "Crew N" means "Tap any number of other untapped creatures you control with total power N or greater:
 * This permanent becomes an artifact creature until end of turn." The effect is read by the grammar from that
 * sentence (layer 4: its Vehicle subtype stays, 205.1a; its printed power and toughness apply once it is a creature).
 */
const crewEffects = keywordMeaning('crew', '~ becomes an artifact creature until end of turn.');

/** "other untapped creatures you control" (109.5). */
const CREW_CREATURES: Description = {
  nouns: ['creature'],
  qualities: [{ kind: 'tapped', tapped: false }, { kind: 'controller', who: 'you' }, { kind: 'other' }],
};

const NUMBER = /(\d+)/y;

/** "Crew 3": a number, then the end of the line (the reminder text is gone already). */
export const crewParser: AbilityParser = {
  id: 'crew',
  examples: ['Crew 3'],
  parse(s, line) {
    if (s.peekWord() !== 'crew' || !s.words('crew')) return null;
    s.spaces();
    const m = s.regex(NUMBER);
    if (!m) return s.expected("the crew number, such as 'Crew 3'");
    if (!s.restIsEmpty()) return s.expected('the end of the line after the crew number');
    return [
      {
        kind: 'activated',
        line: line.line,
        text: line.text,
        costs: [{ kind: 'tapTotalPower', what: CREW_CREATURES, power: Number(m[1]) }],
        effects: crewEffects(),
        restrictions: [],
        isManaAbility: false,
        implied: false,
      },
    ];
  },
};
