import { manaSymbols } from '../grammar/mana.js';
import type { AbilityParser } from './ability-parser.js';
import { keywordMeaning } from './keyword-meaning.js';

/**
 * 702.84a: "Unearth [cost]" means "[Cost]: Return this card from your graveyard to the battlefield. It gains haste.
 * Exile it at the beginning of the next end step. If it would leave the battlefield, exile it instead of putting it
 * anywhere else. Activate only as a sorcery." The meaning is read by the grammar itself (once), so unearth does
 * exactly what those sentences do when written out; the ability works from the graveyard (113.6m).
 */
const unearthEffects = keywordMeaning(
  'unearth',
  'Return ~ from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step. ' +
    'If it would leave the battlefield, exile it instead of putting it anywhere else.',
);

/** "Unearth {2}{B}": one mana cost, then the end of the line (the reminder text is gone already). */
export const unearthParser: AbilityParser = {
  id: 'unearth',
  examples: ['Unearth {2}{B}'],
  parse(s, line) {
    if (s.peekWord() !== 'unearth' || !s.words('unearth')) return null;
    const mana = manaSymbols(s);
    if (!mana) return s.expected("the unearth cost, such as '{2}{B}'");
    if (!s.restIsEmpty()) return s.expected('the end of the line after the unearth cost');
    return [
      {
        kind: 'activated',
        line: line.line,
        text: line.text,
        costs: [{ kind: 'mana', mana }],
        effects: unearthEffects(),
        restrictions: [{ kind: 'sorcerySpeed' }],
        isManaAbility: false,
        implied: false,
        zone: 'graveyard',
      },
    ];
  },
};
