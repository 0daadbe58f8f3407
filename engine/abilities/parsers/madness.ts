import type { AbilityParser } from './ability-parser.js';
import { keywordAlternative, keywordCostLine } from './keyword-alternative.js';

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
    const costs = keywordCostLine(s, 'madness');
    return costs && [keywordAlternative(line, 'madness', costs, { zone: 'exile' })];
  },
};
