import { KEYWORD_COST_KINDS, keywordCost } from '../costs/keyword-cost.js';
import type { AbilityParser } from './ability-parser.js';

/**
 * 702.35a: "Madness [cost]" means "If a player would discard this card, that player discards it, but exiles it
 * instead of putting it into their graveyard" and "When this card is exiled this way, its owner may cast it by paying
 * [cost] rather than paying its mana cost. If that player doesn't, they put this card into their graveyard." Read as
 * its alternative cost, usable only from exile as that trigger offers it (`zone: 'exile'`); the engine's discard
 * (rules/ops/discard.ts) applies the replacement and makes the trigger.
 */
export const madnessParser: AbilityParser = {
  id: 'madness',
  examples: ['Madness {1}{R}'],
  parse(s, line) {
    if (s.peekWord() !== 'madness' || !s.words('madness')) return null;
    const costs = keywordCost(s, 'madness', KEYWORD_COST_KINDS);
    if (!costs) return null;
    return [
      {
        kind: 'alternativeCost',
        line: line.line,
        text: line.text,
        costs,
        conditions: [],
        keyword: 'madness',
        zone: 'exile',
      },
    ];
  },
};
