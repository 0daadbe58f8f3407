import { Scanner } from '../../text/scanner.js';
import { amount } from '../grammar/amount.js';
import { TRIGGERED_KEYWORDS } from '../triggered-keywords/index.js';
import type { AbilityParser } from './ability-parser.js';
import { triggeredParser } from './triggered.js';

const BY_FIRST_WORD: ReadonlyMap<string, (typeof TRIGGERED_KEYWORDS)[number]> = new Map(
  TRIGGERED_KEYWORDS.map((k) => [k.name.split(' ')[0] as string, k]),
);

/**
 * "Prowess", "Bushido 2", "Battle cry", "Annihilator 1": a keyword that is a triggered ability (702) becomes the
 * triggered ability its rule defines, read from the definition's sentence (triggered-keywords/); the line keeps its
 * printed text. The reminder text is gone already.
 */
export const triggeredKeywordParser: AbilityParser = {
  id: 'triggered-keyword',
  examples: ['Prowess', 'Bushido 2', 'Battle cry', 'Annihilator 1'],
  parse(s, line) {
    const keyword = BY_FIRST_WORD.get(s.peekWord());
    if (!keyword || !s.words(keyword.name)) return null;
    let n = 0;
    if (keyword.parameter) {
      const found = amount(s);
      if (found?.kind !== 'fixed') return s.expected(`a number after '${keyword.name}'`);
      n = found.value;
    }
    s.symbol('.');
    if (!s.restIsEmpty()) return null;
    const meaning = triggeredParser.parse(new Scanner(keyword.meaning(n)), { line: line.line, text: line.text });
    return meaning;
  },
};
