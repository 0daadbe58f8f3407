import { describe, expect, it } from 'vitest';
import { KEYWORDS } from '../../abilities/keywords.js';
import { abilityParsers } from '../../abilities/parsers/index.js';
import { lineHandlers } from './line-handlers/index.js';
import { CARD_KEYS, CARD_TYPES, COMMON_SUBTYPES, KEYWORD_TERMS, MANA_SYMBOL_TERMS, SUPERTYPES } from './vocabulary.js';
import { formatTypeLine } from './type-line.js';

describe('vocabulary', () => {
  it('lists exactly the keys the line handler registry handles', () => {
    expect(CARD_KEYS.map((k) => k.word).sort()).toEqual(lineHandlers.map((h) => h.key).sort());
  });

  it('has an explanation for every word', () => {
    for (const list of [CARD_KEYS, SUPERTYPES, CARD_TYPES, COMMON_SUBTYPES, KEYWORD_TERMS, MANA_SYMBOL_TERMS]) {
      for (const term of list) expect(term.explanation.length, term.word).toBeGreaterThan(5);
    }
    expect(KEYWORD_TERMS).toHaveLength(KEYWORDS.length + 1);
  });

  it('has unique parser ids', () => {
    const ids = abilityParsers.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('formatTypeLine', () => {
  it('formats supertypes, types and subtypes with an em dash (rule 205.1a)', () => {
    expect(formatTypeLine({ supertypes: [], types: ['land', 'creature'], subtypes: ['Forest', 'Dryad'] })).toBe(
      'Land Creature — Forest Dryad',
    );
    expect(formatTypeLine({ supertypes: ['basic'], types: ['land'], subtypes: ['Forest'] })).toBe(
      'Basic Land — Forest',
    );
    expect(formatTypeLine({ supertypes: [], types: ['instant'], subtypes: [] })).toBe('Instant');
  });
});
