import type { Cost, Effect } from '../../templates/card-template.js';
import { KEYWORD_COST_KINDS, keywordCost } from '../costs/keyword-cost.js';
import type { AbilityParser } from './ability-parser.js';
import { keywordMeaning } from './keyword-meaning.js';

/**
 * Keywords that are "[Cost], Exile this card from your graveyard: [effect]. Activate only as a sorcery." (113.6: they
 * work from the graveyard only): embalm (702.128a), eternalize (702.129a), scavenge (702.97a). Each meaning is read by
 * the grammar from the rule's own sentence, once; "~" in it is the exiled card, its characteristics as it is in exile
 * (the copy's values, 707.2; the power of the card you exiled).
 */
function exileSelfKeyword(keyword: string, example: string, meaning: () => readonly Effect[]): AbilityParser {
  const words = keyword.toLowerCase();
  return {
    id: words,
    examples: [example],
    parse(s, line) {
      if (s.peekWord() !== words || !s.words(words)) return null;
      // "Eternalize—{2}{W}{W}, Discard a card." or "Embalm {W}".
      const costs: Cost[] | null = keywordCost(s, words, KEYWORD_COST_KINDS);
      if (!costs) return null;
      return [
        {
          kind: 'activated',
          line: line.line,
          text: line.text,
          costs: [...costs, { kind: 'exileSelf' }],
          effects: meaning(),
          restrictions: [{ kind: 'sorcerySpeed' }],
          isManaAbility: false,
          implied: false,
          zone: 'graveyard',
        },
      ];
    },
  };
}

/** 702.128a: "… Create a token that's a copy of this card, except it's white, it has no mana cost, and it's a Zombie …". */
export const embalmParser = exileSelfKeyword(
  'embalm',
  'Embalm {3}{W}',
  keywordMeaning(
    'embalm',
    "Create a token that's a copy of ~, except it's white, it has no mana cost, and it's a Zombie in addition to its " +
      'other types.',
  ),
);

/** 702.129a: "… except it's black, it's 4/4, it has no mana cost, and it's a Zombie in addition to its other types." */
export const eternalizeParser = exileSelfKeyword(
  'eternalize',
  'Eternalize {4}{B}{B}',
  keywordMeaning(
    'eternalize',
    "Create a token that's a copy of ~, except it's black, it's 4/4, it has no mana cost, and it's a Zombie in " +
      'addition to its other types.',
  ),
);

/** 702.97a: "… Put a number of +1/+1 counters equal to the power of the card you exiled on target creature." */
export const scavengeParser = exileSelfKeyword(
  'scavenge',
  'Scavenge {2}{B}',
  keywordMeaning('scavenge', "Put X +1/+1 counters on target creature, where X is ~'s power."),
);
