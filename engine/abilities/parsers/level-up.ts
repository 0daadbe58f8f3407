import { manaSymbols } from '../grammar/mana.js';
import type { AbilityParser } from './ability-parser.js';
import { keywordMeaning } from './keyword-meaning.js';

/**
 * 702.87a: "Level up [cost]" means "[Cost]: Put a level counter on this permanent. Activate only as a sorcery." The
 * effect is read by the grammar from that sentence (once). What the level counters do is in the card's level blocks
 * ("LEVEL 1-3", 711), read by engine/format/card-text/level-lines.ts.
 */
const levelUpEffects = keywordMeaning('level up', 'Put a level counter on ~.');

/** "Level up {1}{W}": one mana cost, then the end of the line (the reminder text is gone already). */
export const levelUpParser: AbilityParser = {
  id: 'level-up',
  examples: ['Level up {1}{W}'],
  parse(s, line) {
    if (s.peekWord() !== 'level' || !s.words('level up')) return null;
    const mana = manaSymbols(s);
    if (!mana) return s.expected("the level up cost, such as '{1}{W}'");
    if (!s.restIsEmpty()) return s.expected('the end of the line after the level up cost');
    return [
      {
        kind: 'activated',
        line: line.line,
        text: line.text,
        costs: [{ kind: 'mana', mana }],
        effects: levelUpEffects(),
        restrictions: [{ kind: 'sorcerySpeed' }],
        isManaAbility: false,
        implied: false,
      },
    ];
  },
};
