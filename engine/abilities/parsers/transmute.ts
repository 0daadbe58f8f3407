import { manaSymbols } from '../grammar/mana.js';
import type { AbilityParser } from './ability-parser.js';
import { keywordMeaning } from './keyword-meaning.js';

/**
 * 702.53a: "Transmute [cost]" means "[Cost], Discard this card: Search your library for a card with the same mana
 * value as the discarded card, reveal it, and put it into your hand. Then shuffle your library. Activate only as a
 * sorcery." The meaning is read by the grammar itself; the card is in the graveyard by then, with its mana value.
 */
const transmuteEffects = keywordMeaning(
  'transmute',
  'Search your library for a card with the same converted mana cost as ~, reveal it, and put it into your hand. ' +
    'Then shuffle your library.',
);

/** "Transmute {1}{U}{U}": one mana cost, then the end of the line (the reminder text is gone already). */
export const transmuteParser: AbilityParser = {
  id: 'transmute',
  examples: ['Transmute {1}{U}{U}'],
  parse(s, line) {
    if (s.peekWord() !== 'transmute' || !s.words('transmute')) return null;
    const mana = manaSymbols(s);
    if (!mana) return s.expected("the transmute cost, such as '{1}{U}{U}'");
    if (!s.restIsEmpty()) return s.expected('the end of the line after the transmute cost');
    return [
      {
        kind: 'activated',
        line: line.line,
        text: line.text,
        costs: [{ kind: 'mana', mana }, { kind: 'discardSelf' }],
        effects: transmuteEffects(),
        restrictions: [{ kind: 'sorcerySpeed' }],
        isManaAbility: false,
        implied: false,
        zone: 'hand',
      },
    ];
  },
};
